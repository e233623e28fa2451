import type { RouteDef } from './types';

/** SPEC §2: root `/` redirects here. */
export const ROOT_REDIRECT = '/dashboard';
/** SPEC §2: unknown paths (and an empty generated route list) redirect here. */
export const NOT_FOUND_PATH = '/404';
/** SPEC §2: the only routes reachable without a token. */
export const PUBLIC_ROUTE_PATHS: readonly string[] = ['/login', '/auth-redirect'];

/**
 * SPEC §2 "Fixed routes": registered for every session, whatever applications are enabled.
 * As in a vue-element-admin console everything is hidden from the sidebar except `/dashboard`,
 * which is the affixed home tab. `/index` is the alternative landing page picked by a runtime
 * check (SPEC: not shown). The platform application's menu also carries a `/dashboard` group
 * (see `ROUTE_CATALOGUE`), which is the seeded menu record for the same page.
 */
export const FIXED_ROUTES: readonly RouteDef[] = [
  { path: '/login', name: 'login', title: { zh: '登录', en: 'Sign in' }, hidden: true },
  {
    path: '/auth-redirect',
    name: 'authRedirect',
    title: { zh: '登录跳转', en: 'Sign-in redirect' },
    hidden: true,
  },
  { path: '/404', name: 'notFound', title: { zh: '页面不存在', en: 'Page not found' }, hidden: true },
  { path: '/401', name: 'noPermission', title: { zh: '没有访问权限', en: 'No permission' }, hidden: true },
  { path: '/redirect/:path*', name: 'redirect', title: { zh: '刷新', en: 'Refresh' }, hidden: true },
  {
    path: '/profile/index',
    name: 'profile',
    title: { zh: '个人中心', en: 'Profile' },
    icon: 'UserOutlined',
    hidden: true,
  },
  {
    path: '/public/companyInfo',
    name: 'publicCompanyInfo',
    title: { zh: '客户信息', en: 'Customer information' },
    hidden: true,
  },
  {
    path: '/public/adminDetailInfo/:id',
    name: 'publicAdminDetailInfo',
    title: { zh: '管理员信息', en: 'Administrator information' },
    hidden: true,
  },
  {
    path: '/initializeSysMenu',
    name: 'initializeSysMenu',
    title: { zh: '初始化系统菜单', en: 'Initialise system menus' },
    hidden: true,
  },
  {
    path: '/dashboard',
    name: 'dashboard',
    title: { zh: '首页', en: 'Dashboard' },
    icon: 'DashboardOutlined',
    affix: true,
  },
  { path: '/index', name: 'index', title: { zh: '首页', en: 'Home' }, icon: 'HomeOutlined', hidden: true },
];
