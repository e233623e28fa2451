/** Console paths that code outside the router needs (inside the `/web` basename). */
export const PATHS_WEB = {
  login: '/login',
  authRedirect: '/auth-redirect',
  /** The forced (initPwd = 1) and voluntary password change screen. */
  changePassword: '/profile/changePassword',
  profile: '/profile/index',
  companyInfo: '/public/companyInfo',
  dashboard: '/dashboard',
  notFound: '/404',
  noPermission: '/401',
} as const;
