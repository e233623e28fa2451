/**
 * API paths (SPEC §7 exactly, plus the calls the SPEC names without a path). All are relative to
 * the API base `/{product}Api`.
 */
export const DEFAULT_PRODUCT = 'platform';

export function apiBase(product: string): string {
  return `/${product}Api`;
}

const account = '/accountServer';
const app = `${account}/api/1.0/application`;

/**
 * The meet-service calls of SPEC §7 for one product (`cloud`: `/cloudMeet/V4.2/member/list`),
 * relative to the API base like every other path. They answer with the meet envelope.
 */
export function meetPaths(product: string) {
  const member = `/${product}Meet/V4.2/member`;
  const account = `/${product}Meet/V3.0/account`;
  return {
    member: {
      list: `${member}/list`,
      setEnableOrbind: `${member}/setEnableOrbind`,
      fetchTrueName: `${member}/fetchTrueName`,
      fetchUserInfo: `${member}/fetchUserInfo`,
      saveUserInfo: `${member}/saveUserInfo`,
      importUser: `${member}/importUser`,
      editSave: `${member}/editSave`,
      info: `${member}/info`,
      add: `${member}/add`,
      updateApprovalMember: `${member}/updateApprovalMember`,
      fetchApprovalInfo: `${member}/fetchApprovalInfo`,
      getApprovalList: `${member}/getApprovalList`,
      /** A member app applies to join a company with its apply code (public; SPEC: path not shown). */
      apply: `${member}/apply`,
    },
    selectUserList: `/${product}MeetV1.0/user/selectUserList`,
    listFriend: `${account}/listFriend`,
    deleteFriendAccount: `${account}/deleteFriendAccount`,
  } as const;
}

export const PATHS = {
  login: `${account}/api/1.0/sys/doLogin`,
  logout: `${account}/api/1.0/sys/logout`,
  captcha: `${account}/api/1.0/public/captcha`,
  sysUserGet: `${account}/api/v1/sysUser/get`,
  /** User detail by id (SPEC §7: path not shown). */
  sysUserDetail: `${account}/api/v1/sysUser/detail/:id`,
  changePassword: `${account}/api/v1/sysUser/changePassword`,
  /** An administrator lifts the login delays of an account (issue 13). */
  unlockLogin: `${account}/api/v1/sysUser/unlockLogin`,
  /** The signed-in user's own avatar (an `avatar` upload, or null to remove it). */
  setAvatar: `${account}/api/v1/sysUser/avatar`,
  menuUserTree: `${account}/api/v1/menu/user/tree`,
  menuSet: `${account}/api/v1/menu/set`,
  menuDel: `${account}/api/v1/menu/del`,
  menuDelete: '/v1/menu/delete',
  /** Every menu record as a tree, for the menu editor and /initializeSysMenu. */
  menuAllTree: `${account}/api/v1/menu/tree`,
  /** Rebuild the system menu tree from the route catalogue (/initializeSysMenu). */
  menuInitialize: `${account}/api/v1/menu/initialize`,
  application: {
    listSysApplication: `${app}/listSysApplication`,
    info: `${app}/info`,
    setCustomerSysApp: `${app}/setCustomerSysApp`,
    listCustomerSysApp: `${app}/listCustomerSysApp`,
    updateCustomerSysApp: `${app}/updateCustomerSysApp`,
    updateUserAppInfo: `${app}/updateUserAppInfo`,
    register: `${app}/register`,
    addSystemApplication: `${app}/addSystemApplication`,
    remove: `${app}/remove`,
    update: `${app}/update`,
    /** Application list by orgId (SPEC §6; path not shown in SPEC §7). */
    listByOrg: `${app}/listByOrgId`,
  },
  /** Meet-service calls (SPEC §7): their paths carry the product key, see `meetPaths`. */
  meet: meetPaths,
  /** Generic resource endpoints (ARCHITECTURE §4). */
  resource: (key: string) => `/console/api/v1/${key}`,
  /** The stream server's callbacks (nginx-rtmp `on_publish` / `on_publish_done`, ADR 26). */
  streamHooks: '/console/api/v1/streamHooks',
  /**
   * What an application gateway calls on its own behalf (register a user, report presence),
   * authenticated by its id and its current dynamic service code, not a session.
   */
  gatewayApi: '/console/api/v1/gatewayApi',
  /** Public: what the login page and the shell call the console (SPEC §1 brand text). */
  branding: '/console/api/v1/branding',
  /** What an authorised external system calls with its API key, not a session (ADR 0038). */
  ambulanceApi: '/console/api/v1/ambulanceApi',
  /** The ambulance live map and replay (editors, ADR 0040): `…/live`, `…/track`. */
  ambulanceFleet: '/console/api/v1/ambulanceFleet',
  /** The school notifications sent to the signed-in member, and marking one read. */
  schoolInbox: '/console/api/v1/schoolInbox',
  /** A company's menu permissions per enabled application (`:id` the company). */
  companyMenus: '/console/api/v1/companies/:id/menus',
  docs: '/docs',
  ws: '/ws',
} as const;
