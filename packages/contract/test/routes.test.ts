import { describe, expect, it } from 'vitest';
import { APPLICATION_CATALOGUE, ROLE_KEYS, SHOW_BY_ROLE } from '../src/access';
import { MENU_PATH } from '../src/resources/menus';
import {
  FIXED_ROUTES,
  ROUTE_CATALOGUE,
  catalogueForApps,
  findRouteByName,
  flattenCatalogue,
  fullPath,
  routeTitleMessages,
  routesForApp,
  walkRoutes,
  type RouteDef,
  type RouteEntry,
} from '../src/routes';

const entries = flattenCatalogue();
const fixedEntries: RouteEntry[] = [];
walkRoutes(FIXED_ROUTES, (entry) => void fixedEntries.push(entry));
const allEntries: RouteEntry[] = [...entries, ...fixedEntries];
const byFullPath = new Map(entries.map((entry) => [entry.fullPath, entry]));
const appKeys = APPLICATION_CATALOGUE.map((app) => app.key);

/** SPEC §2 "Route groups" and "Account and tab routes", as full paths. */
const EXPECTED_PATHS = [
  // platform
  '/dashboard',
  '/dashboard/index',
  '/baseinfo',
  '/baseinfo/companyManage',
  '/baseinfo/companyDetail/:id',
  '/baseinfo/companyDetail/:id/baseInfo',
  '/baseinfo/companyDetail/:id/permission',
  '/baseinfo/companyDetail/:id/attribute',
  '/baseinfo/companyAdvance',
  '/room',
  '/room/roomList',
  '/room/info/:roomId/:accountId?',
  '/live',
  '/live/liveManage',
  '/live/liveManage/liveDetail/:id',
  '/live/liveManage/liveDetail/:id/liveInfo',
  '/live/liveManage/liveDetail/:id/fileShare',
  '/live/liveManage/liveDetail/:id/deviceInfo',
  '/live/liveManage/liveDetail/:id/onlineDevice',
  '/live/liveManage/liveDetail/:id/onlineAccount',
  '/live/liveManage/chatAudit/:id',
  '/live/liveManage/online/:id',
  '/live/liveListManage',
  '/live/liveListManage/liveDetail/:id',
  '/vod',
  '/vod/videoTypeList',
  '/vod/videoList',
  '/vod/videoListInfo',
  '/server',
  '/server/database',
  '/server/databaseInfo',
  '/server/streamServerManage',
  '/server/streamServerInfo/:id',
  '/server/rtcServer',
  '/server/rtcServerInfo',
  '/server/mqttServerManage',
  '/server/mqttServerManageInfo',
  '/server/monitorMqttServerManage',
  '/server/monitorMqttServerInfo',
  '/server/storageServerManage',
  '/server/storageServerInfo',
  '/server/liveServerManage',
  '/server/liveServerManageInfo',
  '/server/whiteBoard',
  '/server/whiteBoardInfo',
  '/server/monitorStreamServer',
  '/server/monitorStreamServerInfo/:id',
  '/setting',
  '/setting/database',
  '/setting/databaseInfo',
  '/setting/upgrade',
  '/setting/upgrade/detail/:type/:id',
  '/setting/mailManage',
  '/setting/wechatPublicManage',
  '/setting/smsManage',
  '/setting/globalSetting',
  '/setting/produceApplication',
  '/setting/myApplication',
  '/setting/detail/:id',
  '/setting/userLog',
  '/device',
  '/device/accounts',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/baseInfo',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/inputSource',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/networkCamera',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/layout',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/liveSetting',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/reg',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/accountVisitSetting',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/accountMonitorSetting',
  '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/AmbulanceAccountAttr',
  '/device/memberManage',
  '/device/memberManage/memberDatail/:id',
  '/device/memberManage/memberDatail/:id/memberInfo',
  '/device/memberManage/memberDatail/:id/memberFriend',
  '/device/memberManage/memberDatail/:id/visitSetting',
  '/device/memberManage/memberDatail/:id/memberMonitorSetting',
  '/device/memberManage/approvalManage',
  '/device/networkCameraManage',
  '/device/networkCameraManage/cameraDetail/:id',
  '/device/networkCameraManage/cameraDetail/:id/cameraInfo',
  '/device/networkCameraManage/cameraDetail/:id/visitSetting',
  '/device/networkCameraManage/cameraDetail/:id/cameraMonitorSetting',
  '/device/groupManage',
  '/device/videoGroupManage',
  '/device/videoGroupManage/addAGrouping/:group_id',
  '/device/templateManage',
  '/device/templateManage/add',
  '/device/templateManage/edit',
  '/device/fuseMeeting',
  '/device/deviceUIUrl',
  '/device/deviceModule',
  '/user',
  '/user/enterpriseAdministrator',
  '/user/enterpriseAdministrator/adminDetail/:id',
  '/user/enterpriseAdministrator/adminDetail/:id/adminInfo',
  '/user/role',
  '/user/menu',
  '/wechat',
  '/wechat/mpAccount',
  '/wechat/mpAccount/info/:mpAccountId',
  '/wechat/mpAccount/msgTemp/:mpAccountId',
  '/wechat/miniProgram',
  '/wechat/miniProgram/info/:mpAccountId',
  '/schoolAssistant/schoolMessage',
  '/schoolAssistant/schoolMessage/detail/:id/:tempId',
  '/schoolVod/videoTypeList/:product?',
  '/schoolVod/videoList/:product?',
  '/schoolVod/videoListInfo/:product?/:id',
  '/schoolQA/QA',
  '/schoolQA/QADetail/:id',
  '/document/index',
  '/document/list',
  '/document/detail/:id',
  '/gateway/gatewayManage',
  '/gateway/gatewayManage/detail/:id',
  '/gateway/gatewayManage/userList/:id',
  '/gateway/gatewayManage/detail/:serviceId/:id',
  '/appUser/gatewayUser',
  '/appUser/gatewayUser/detail/:id',
  '/appService/appServiceManage',
  '/appServiceUser/appServiceUserManage',
  '/appServiceUser/appServiceUserAudit',
  '/AIServices/computilityManage',
  '/AIServices/serverUpgrade',
  '/mcMeetingManage/mc_meetingList',
  '/mcMeetingManage/mc_meetingEditInfo',
  '/mcMeetingManage/mc_meetingRecord',
  '/mcliveManage/mc_liveList',
  '/mcliveManage/mc_liveEditInfo',
  '/mcliveManage/mc_liveRecord',
  '/mcOperationManage/mc_operationList',
  '/mcOperationManage/mc_operationEditInfo',
  '/mcOperationManage/mc_operationRecord',
  '/mcVisitManage/mc_visitList',
  '/mcVisitManage/mc_visitEditInfo',
  '/mcVisitManage/mc_visitRecord',
  '/mcWardManage/mc_wardList',
  '/mcWardManage/mc_wardEditInfo',
  '/mcWardManage/mc_wardRecord',
  '/mcVirtualCockpit/mc_virtualCockpitCallGroup',
  '/mcVirtualCockpit/mc_virtualCockpitCallGroupInfo/:id',
  '/mcVirtualCockpit/vcCallLogHistory',
  '/mcVirtualCockpit/mc_chatTerminology',
  // aiIcu
  '/aiIcu/centralStation',
  '/aiIcu/wardManagement',
  '/aiIcu/monitoringIndicatorManagement',
  '/aiIcu/bedManagement',
  '/aiIcu/criticalEquipmentManagement',
  '/aiIcu/guardianshipRecords',
  '/aiIcu/qcStatistics',
  '/aiIcu/cameraMonitorSetting',
  '/baseMedical/branch',
  '/baseMedical/wardManage',
  '/baseMedical/wardDetail/:id',
  '/baseMedical/wardDetail/:id/wardInfo',
  '/baseMedical/bedManage',
  '/baseMedical/bedDetail/:id',
  '/baseMedical/bedDetail/:id/bedInfo',
  '/baseMedical/collectionBoxManage',
  '/baseMedical/basePatientManage',
  '/baseMedical/patientDetail/:id',
  // icu
  '/icu/wardManage',
  '/icu/wardSettings/:id',
  '/icu/wardSettings/:id/basicInformation',
  '/icu/wardSettings/:id/visitingHours',
  '/icu/wardSettings/:id/bedManagement',
  '/icu/wardSettings/:id/wardEquipment',
  '/icu/wardSettings/:id/visitationRoomEquipment',
  '/icu/wardSettings/:id/visitationRegime',
  '/icu/wardSettings/:id/accessControl',
  '/icu/visitManage',
  '/icu/patientManage',
  '/icu/patientDetail/:id',
  '/icu/registerRecord',
  '/icu/templateManage',
  // ambulance
  '/ambulance/hospital/hospitalManage',
  '/ambulance/hospital/hospitalAttributes',
  '/ambulance/hospital/consultationManage',
  '/ambulance/device/deviceManage',
  '/ambulance/device/deviceAttributes',
  '/ambulance/device/deviceRecord',
  '/ambulance/device/monitorManage',
  '/ambulance/device/monitorList',
  '/ambulance/device/medicalDeviceManage',
  '/ambulance/device/medicalDeviceInsert',
  '/ambulance/device/netWorkCameraSourceList',
  '/ambulance/device/netWorkCameraAttributes',
  '/ambulance/system/systemSetting',
  '/ambulance/system/functionManage',
  '/ambulance/system/interfaceLog',
  '/ambulance/system/authorizeManage',
  '/ambulance/system/transmitServerManage',
  '/ambulance/system/transmitServerInfo',
  '/ambulance/task/taskManage',
  // streamMonitor, consultation, surgicalTeaching, monitor
  '/streamMonitor/streaming',
  '/mcConsultationManage/mc_ConsultationList',
  '/mcConsultationManage/mc_consultationEditInfo',
  '/mcConsultationManage/mc_ConsultationRecord',
  '/opOperationManage/op_organ',
  '/opOperationManage/op_organ/op_organEditInfo',
  '/opOperationManage/op_courses',
  '/opOperationManage/op_courses/op_coursesEditInfo',
  '/opOperationManage/op_courses/playVideo',
  '/opOperationManage/op_device',
  '/opOperationManage/op_markIcon',
  '/opOperationManage/departmentManage',
  '/roomMonitor/roomMonitor',
  '/terminalMonitor/terminal',
  '/terminalMonitor/terminalStream',
  '/terminalMonitor/terminalStreamSetting',
  '/terminalMonitor/terminalStreamGroup',
  '/terminalMonitor/monitorAccountInfo/:accountName/:accountId/:customerId',
];

/** Full path → application key, for one representative route per group. */
const EXPECTED_APP: Record<string, string> = {
  '/dashboard': 'platform',
  '/baseinfo': 'platform',
  '/setting': 'platform',
  '/device': 'platform',
  '/schoolVod': 'platform',
  '/AIServices': 'platform',
  '/mcVirtualCockpit': 'platform',
  '/mcOperationManage': 'platform',
  '/aiIcu': 'aiIcu',
  '/baseMedical': 'aiIcu',
  '/icu': 'icu',
  '/ambulance/system': 'ambulance',
  '/ambulance/task': 'ambulance',
  '/streamMonitor': 'streamMonitor',
  '/mcConsultationManage': 'consultation',
  '/opOperationManage': 'surgicalTeaching',
  '/roomMonitor': 'monitor',
  '/terminalMonitor': 'monitor',
};

const CLOUD_ADMIN_ONLY = [
  '/setting/upgrade',
  '/setting/upgrade/detail/:type/:id',
  '/setting/mailManage',
  '/setting/wechatPublicManage',
  '/setting/smsManage',
  '/setting/produceApplication',
];
const ADMIN_ONLY = ['/setting/myApplication', '/setting/detail/:id'];
const CJK = /[\u4e00-\u9fff]/;

function entry(path: string): RouteEntry {
  const found = byFullPath.get(path);
  if (!found) throw new Error(`missing route ${path}`);
  return found;
}

describe('route catalogue', () => {
  it('lists at least 120 SPEC paths, all present', () => {
    expect(EXPECTED_PATHS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(EXPECTED_PATHS).size).toBe(EXPECTED_PATHS.length);
    const missing = EXPECTED_PATHS.filter((path) => !byFullPath.has(path));
    expect(missing).toEqual([]);
  });

  it('has no duplicate full paths', () => {
    const paths = entries.map((e) => e.fullPath);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('has names unique across the catalogue and the fixed routes', () => {
    const names = allEntries.map((e) => e.route.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('uses camelCase names that fit a menu record', () => {
    const bad = allEntries.map((e) => e.route.name).filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name));
    expect(bad).toEqual([]);
    expect(allEntries.every((e) => e.route.name.length <= 64)).toBe(true);
  });

  it('keys every application from APPLICATION_CATALOGUE, each once', () => {
    const keys = ROUTE_CATALOGUE.map((app) => app.appKey);
    expect(keys.filter((key) => !appKeys.includes(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...appKeys].sort());
  });

  it("holds each application's entry path", () => {
    for (const app of APPLICATION_CATALOGUE) {
      const paths = routesForApp(app.key).map((route) => route.path);
      expect(
        paths.some((path) => path === app.path || path.startsWith(`${app.path}/`)),
        app.key,
      ).toBe(true);
    }
  });

  it('puts each group under its application', () => {
    for (const [path, appKey] of Object.entries(EXPECTED_APP)) {
      expect(flattenCatalogue().find((e) => e.fullPath === path)?.appKey, path).toBe(appKey);
    }
  });

  it('gives every route non-empty zh and en titles, zh with CJK characters', () => {
    for (const { route } of allEntries) {
      expect(route.title.zh.trim(), route.name).not.toBe('');
      expect(route.title.en.trim(), route.name).not.toBe('');
      expect(route.title.zh, route.name).toMatch(CJK);
      expect(route.title.zh.length, route.name).toBeLessThanOrEqual(32);
      expect(route.title.en.length, route.name).toBeLessThanOrEqual(64);
    }
  });

  it('uses absolute paths only at the top level', () => {
    for (const app of ROUTE_CATALOGUE) {
      for (const route of app.routes) expect(route.path.startsWith('/'), route.name).toBe(true);
    }
    const nested = entries.filter((e) => e.depth > 0 && e.route.path.startsWith('/'));
    expect(nested.map((e) => e.route.name)).toEqual([]);
  });

  it('has paths a menu record accepts', () => {
    const bad = entries.filter((e) => !MENU_PATH.test(e.route.path) || !MENU_PATH.test(e.fullPath));
    expect(bad.map((e) => e.fullPath)).toEqual([]);
  });

  it('gives an antd icon to every menu-visible route', () => {
    const iconName = /^[A-Z][A-Za-z]*(Outlined|Filled|TwoTone)$/;
    for (const { route } of entries) {
      if (!route.hidden) expect(route.icon, route.name).toMatch(iconName);
      else if (route.icon) expect(route.icon, route.name).toMatch(iconName);
    }
  });

  it('hides details, editors and tabs, and everything below a hidden route', () => {
    for (const path of [
      '/baseinfo/companyDetail/:id',
      '/baseinfo/companyAdvance',
      '/room/info/:roomId/:accountId?',
      '/setting/upgrade/detail/:type/:id',
      '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName',
      '/live/liveManage/chatAudit/:id',
      '/icu/wardSettings/:id',
      '/icu/patientDetail/:id',
      '/mcMeetingManage/mc_meetingEditInfo',
      '/terminalMonitor/monitorAccountInfo/:accountName/:accountId/:customerId',
    ]) {
      expect(entry(path).route.hidden, path).toBe(true);
    }
    const leaks = entries.filter((e) => e.ancestors.some((a) => a.hidden) && !e.route.hidden);
    expect(leaks.map((e) => e.fullPath)).toEqual([]);
    for (const path of [
      '/baseinfo/companyManage',
      '/room/roomList',
      '/setting/userLog',
      '/device/accounts',
    ]) {
      expect(entry(path).route.hidden, path).toBeFalsy();
    }
  });

  it('carries cloudAdmin-only, admin-only and editor roles (SPEC §6)', () => {
    for (const path of CLOUD_ADMIN_ONLY) expect(entry(path).route.roles, path).toEqual(['cloudAdmin']);
    for (const path of ADMIN_ONLY) expect(entry(path).route.roles, path).toEqual(['admin']);
    for (const e of entries.filter((x) => x.fullPath.startsWith('/ambulance/system'))) {
      expect(e.route.roles, e.fullPath).toEqual(['cloudAdmin']);
    }
    for (const prefix of ['/ambulance/hospital', '/ambulance/device', '/ambulance/task']) {
      const group = entries.filter((x) => x.fullPath.startsWith(prefix));
      expect(group.length).toBeGreaterThan(1);
      for (const e of group) expect(e.route.roles, e.fullPath).toEqual(['editor']);
    }
    // A terminal's ambulance tabs edit its vehicle, which is the ambulance editors' (ADR 0046).
    const editorTabs = entries.filter((e) => /\/(ambulance|AmbulanceAccountAttr)$/.test(e.fullPath));
    expect(editorTabs.map((e) => e.fullPath)).toEqual([
      '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/ambulance',
      '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/AmbulanceAccountAttr',
    ]);
    for (const e of editorTabs) expect(e.route.roles, e.fullPath).toEqual(['editor']);
    const restricted = new Set([...CLOUD_ADMIN_ONLY, ...ADMIN_ONLY, ...editorTabs.map((e) => e.fullPath)]);
    const others = entries.filter(
      (e) => e.route.roles?.length && !restricted.has(e.fullPath) && !e.fullPath.startsWith('/ambulance/'),
    );
    expect(others.map((e) => e.fullPath)).toEqual([]);
    for (const { route } of entries) {
      for (const role of route.roles ?? []) expect(ROLE_KEYS).toContain(role);
    }
  });

  it('sets showByRole on every route; ADMIN for companies, servers, administrators and product applications', () => {
    for (const { route } of entries) expect(SHOW_BY_ROLE).toContain(route.showByRole);
    const admin = entries.filter((e) => e.route.showByRole === 'ADMIN').map((e) => e.fullPath);
    for (const path of admin) {
      expect(
        ['/baseinfo', '/server', '/user/enterpriseAdministrator', '/setting/produceApplication'].some(
          (prefix) => path === prefix || path.startsWith(`${prefix}/`),
        ),
        path,
      ).toBe(true);
    }
    expect(admin).toContain('/baseinfo/companyDetail/:id/baseInfo');
    expect(admin).toContain('/server/streamServerInfo/:id');
    expect(entry('/user').route.showByRole).toBe('ALL');
    expect(entry('/user/role').route.showByRole).toBe('ALL');
  });

  it('flags affix, platform and new-tab routes', () => {
    expect(entry('/device/accounts').route).toMatchObject({ affix: true, platform: true });
    expect(entry('/dashboard').route.affix).toBe(true);
    expect(entry('/dashboard/index').route.affix).toBe(true);
    expect(entry('/live/liveManage/chatAudit/:id').route.newTab).toBe(true);
    expect(entry('/live/liveManage/online/:id').route.newTab).toBe(true);
    expect(entries.filter((e) => e.route.newTab).length).toBe(2);
    expect(entries.filter((e) => e.route.platform).map((e) => e.fullPath)).toEqual(['/device/accounts']);
  });

  it('gates per-application settings tabs by enabled application keys', () => {
    const gated = entries.filter((e) => e.route.requiresApp);
    expect(gated.length).toBeGreaterThanOrEqual(10);
    for (const e of gated) {
      expect(appKeys, e.fullPath).toContain(e.route.requiresApp);
      expect(e.route.hidden, e.fullPath).toBe(true);
    }
    const pruned = catalogueForApps(['platform', 'icu']);
    expect(pruned.map((app) => app.appKey)).toEqual(['platform', 'icu']);
    const prunedPaths = flattenCatalogue(pruned).map((e) => e.fullPath);
    expect(prunedPaths).toContain('/device/memberManage/memberDatail/:id/visitSetting');
    expect(prunedPaths).not.toContain('/device/memberManage/memberDatail/:id/memberMonitorSetting');
    expect(prunedPaths).not.toContain('/aiIcu');
    // the catalogue itself is untouched
    expect(byFullPath.has('/device/memberManage/memberDatail/:id/memberMonitorSetting')).toBe(true);
  });

  it('produces one i18n message per route name', () => {
    const messages = routeTitleMessages();
    expect(Object.keys(messages).length).toBe(allEntries.length);
    expect(messages['route.companyManage']).toEqual({ zh: '企业管理', en: 'Companies' });
    expect(messages['route.roomList']).toEqual({ zh: '会议室列表', en: 'Meeting rooms' });
  });
});

describe('fixed routes', () => {
  it('lists the SPEC fixed routes with absolute paths', () => {
    expect(FIXED_ROUTES.map((route) => route.path)).toEqual([
      '/login',
      '/auth-redirect',
      '/404',
      '/401',
      '/redirect/:path*',
      '/profile/index',
      '/public/companyInfo',
      '/public/adminDetailInfo/:id',
      '/initializeSysMenu',
      '/dashboard',
      '/index',
    ]);
  });

  it('hides all but the affixed dashboard', () => {
    const visible = FIXED_ROUTES.filter((route) => !route.hidden);
    expect(visible.map((route) => route.path)).toEqual(['/dashboard']);
    expect(visible[0]?.affix).toBe(true);
  });
});

describe('route helpers', () => {
  it('joins paths', () => {
    expect(fullPath('', '/baseinfo')).toBe('/baseinfo');
    expect(fullPath('/baseinfo', 'companyDetail/:id')).toBe('/baseinfo/companyDetail/:id');
    expect(fullPath('/baseinfo/', '/room')).toBe('/room');
    expect(fullPath('/a/', 'b/')).toBe('/a/b');
    expect(fullPath('', '')).toBe('/');
    expect(fullPath('/a', '')).toBe('/a');
  });

  it('walks depth-first with ancestors and can skip a subtree', () => {
    const tree: RouteDef[] = [
      {
        path: '/a',
        name: 'a',
        title: { zh: '甲', en: 'A' },
        children: [
          {
            path: 'b/:id',
            name: 'b',
            title: { zh: '乙', en: 'B' },
            children: [{ path: 'c', name: 'c', title: { zh: '丙', en: 'C' } }],
          },
          { path: 'd', name: 'd', title: { zh: '丁', en: 'D' } },
        ],
      },
    ];
    const seen: string[] = [];
    walkRoutes(
      tree,
      (e) => void seen.push(`${e.depth}:${e.fullPath}:${e.ancestors.map((a) => a.name).join('>')}`),
    );
    expect(seen).toEqual(['0:/a:', '1:/a/b/:id:a', '2:/a/b/:id/c:a>b', '1:/a/d:a']);
    const skipped: string[] = [];
    walkRoutes(tree, (e) => {
      skipped.push(e.route.name);
      return e.route.name !== 'b';
    });
    expect(skipped).toEqual(['a', 'b', 'd']);
  });

  it('finds routes by name in the catalogue and the fixed routes', () => {
    const detail = findRouteByName('companyDetail');
    expect(detail?.fullPath).toBe('/baseinfo/companyDetail/:id');
    expect(detail?.appKey).toBe('platform');
    expect(detail?.ancestors.map((a) => a.name)).toEqual(['baseinfo']);
    expect(findRouteByName('deviceAccountReg')?.fullPath).toBe(
      '/device/accounts/edit/:accountId/:accountName/:customerId/:accountTypeName/reg',
    );
    expect(findRouteByName('login')).toMatchObject({ fullPath: '/login', appKey: null });
    expect(findRouteByName('nope')).toBeUndefined();
  });

  it('returns an empty list for an unknown application', () => {
    expect(routesForApp('unknown')).toEqual([]);
    expect(routesForApp('icu').map((route) => route.path)).toEqual(['/icu']);
  });
});
