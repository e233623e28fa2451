import { matchPath } from 'react-router-dom';
import type { UserInfo } from '@console/contract/resources/identity';
import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { lazyPage, type PreloadableComponent } from '@/lib/lazy-page';
import { loadAreaStrings } from '@/locales/area-strings';
import type { AreaPages } from './areas/area';
import { toRouterPath } from './route-table';

/**
 * Screens of their own, by catalogue route name. Every other route renders `RESOURCE_PAGE`: the
 * list of the resource whose description names the route, or the placeholder page.
 * Each is its own chunk (ARCHITECTURE §7 "Every area is a lazy route chunk").
 *
 * Two levels (ADR 16 item 9): the shell holds the pages every session may open first (the
 * dashboard, where a login lands; the error pages; the resource engine's page) and, for every
 * other page, only its route name and its area. An area (`./areas/<feature>.ts`, one per
 * feature folder) holds its pages' loaders, and with them Vite's lists of the chunks each page
 * needs: those lists, some 150 of them, were the largest part of the shell. A page of an area is
 * its area's small chunk, then the page with its chunks in parallel, as before.
 */
const Dashboard = lazyPage(() => import('@/features/dashboard/routes/dashboard'));

/**
 * An area's route names, each a page that loads the area (its code and the strings only its pages
 * use, side by side), then the area's page.
 */
function area(
  load: () => Promise<{ PAGES: AreaPages }>,
  names: readonly string[],
): (key: string) => Record<string, PreloadableComponent<object>> {
  return (key) =>
    Object.fromEntries(
      names.map((name) => [
        name,
        lazyPage(async () => {
          const [{ PAGES: pages }] = await Promise.all([load(), loadAreaStrings(key)]);
          const page = pages[name];
          if (!page) throw new Error(`No page "${name}" in its area`);
          const { prefetchData } = await page.preload();
          return { default: page, prefetchData };
        }),
      ]),
    );
}

/**
 * Each feature's pages by route name, under the key of its area (its file in `./areas/` and its
 * strings in `AREA_NAMESPACES`); `pages.test.ts` checks the names against the areas' own lists.
 */
const AREA_TABLE = {
  profile: area(() => import('./areas/profile'), ['profile']),
  company: area(() => import('./areas/company'), ['publicCompanyInfo']),
  'system-menu': area(() => import('./areas/system-menu'), ['initializeSysMenu']),
  'admin-info': area(() => import('./areas/admin-info'), ['publicAdminDetailInfo']),
  companies: area(
    () => import('./areas/companies'),
    [
      'companyManage',
      'companyDetail',
      'customerBaseInfo',
      'customerPermission',
      'customerAttribute',
      'companyAdvance',
      'monitorIndicatorSetting',
    ],
  ),
  admins: area(() => import('./areas/admins'), ['enterpriseAdministrator', 'adminDetail', 'adminInfo']),
  roles: area(() => import('./areas/roles'), ['roleManage']),
  menus: area(() => import('./areas/menus'), ['menuManage']),
  'user-log': area(() => import('./areas/user-log'), ['userLog']),
  applications: area(
    () => import('./areas/applications'),
    ['produceApplication', 'myApplication', 'myApplicationDetail'],
  ),
  upgrades: area(() => import('./areas/upgrades'), ['upgrade', 'upgradeDetail', 'aiServerUpgrade']),
  vod: area(
    () => import('./areas/vod'),
    [
      'videoTypeList',
      'videoList',
      'videoListInfo',
      'schoolVideoTypeList',
      'schoolVideoList',
      'schoolVideoListInfo',
    ],
  ),
  servers: area(
    () => import('./areas/servers'),
    [
      'serverDatabase',
      'serverDatabaseInfo',
      'streamServerManage',
      'streamServerInfo',
      'rtcServer',
      'rtcServerInfo',
      'mqttServerManage',
      'mqttServerManageInfo',
      'monitorMqttServerManage',
      'monitorMqttServerInfo',
      'storageServerManage',
      'storageServerInfo',
      'liveServerManage',
      'liveServerManageInfo',
      'whiteBoard',
      'whiteBoardInfo',
      'monitorStreamServer',
      'monitorStreamServerInfo',
      'transmitServerManage',
      'transmitServerInfo',
    ],
  ),
  'ambulance-system': area(
    () => import('./areas/ambulance-system'),
    ['ambulanceSystemSetting', 'ambulanceAuthorizeManage'],
  ),
  'ambulance-fleet': area(
    () => import('./areas/ambulance-fleet'),
    [
      'ambulanceDeviceRecord',
      'hospitalManage',
      'hospitalAttributes',
      'ambulanceDeviceAttributes',
      'ambulanceCameraAttributes',
      'ambulanceDeviceManage',
      'ambulanceMonitorManage',
      'medicalDeviceManage',
      'medicalDeviceInsert',
      'ambulanceMonitorList',
      'ambulanceCameraSourceList',
      'ambulanceLiveMap',
      'ambulanceTaskManage',
      'ambulanceTaskDetail',
    ],
  ),
  collaboration: area(
    () => import('./areas/collaboration'),
    [
      'ambulanceConsultationManage',
      ...['mcMeeting', 'mcLive', 'mcOperation', 'mcVisit', 'mcWard', 'mcConsultation'].flatMap((group) => [
        `${group}List`,
        `${group}EditInfo`,
        `${group}Record`,
      ]),
    ],
  ),
  'device-accounts': area(
    () => import('./areas/device-accounts'),
    [
      'accounts',
      'accountEdit',
      'deviceAccountBaseInfo',
      'deviceAccountInputSource',
      'deviceAccountNetworkCamera',
      'deviceAccountReg',
      'deviceAccountLayout',
      'deviceAccountLiveSetting',
      'accountVisitSetting',
      'accountTeachingSetting',
      'accountAmbulanceSetting',
      'ambulanceAccountAttr',
      'accountMonitorSetting',
    ],
  ),
  members: area(
    () => import('./areas/members'),
    [
      'memberManage',
      'memberDetail',
      'memberInfo',
      'memberFriend',
      'memberVisitSetting',
      'memberApprovalManage',
      'memberMonitorSetting',
    ],
  ),
  'layout-templates': area(
    () => import('./areas/layout-templates'),
    ['deviceTemplateManage', 'deviceTemplateAdd', 'deviceTemplateEdit'],
  ),
  'network-cameras': area(
    () => import('./areas/network-cameras'),
    [
      'networkCameraManage',
      'cameraDetail',
      'cameraInfo',
      'cameraVisitSetting',
      'aiIcuCameraMonitorSetting',
      'cameraMonitorSetting',
    ],
  ),
  'base-medical': area(
    () => import('./areas/base-medical'),
    [
      'baseWardManage',
      'baseWardDetail',
      'wardInfo',
      'baseBedManage',
      'baseBedDetail',
      'bedInfo',
      'basePatientManage',
      'basePatientDetail',
      'icuWardManage',
      'icuWardSettings',
      'icuWardBasicInformation',
      'icuWardVisitingHours',
      'icuWardBedManagement',
      'icuWardEquipment',
      'icuVisitationRoomEquipment',
      'icuVisitationRegime',
      'icuAccessControl',
      'icuPatientManage',
      'icuPatientDetail',
      'aiIcuWardManagement',
      'aiIcuBedManagement',
      'monitoringIndicatorManagement',
      'wardMonitorSetting',
      'bedMonitorSetting',
    ],
  ),
  'system-settings': area(
    () => import('./areas/system-settings'),
    ['settingDatabase', 'settingDatabaseInfo', 'mailManage', 'smsManage', 'globalSetting'],
  ),
  'data-push': area(() => import('./areas/data-push'), ['dataPush']),
  'icu-visits': area(() => import('./areas/icu-visits'), ['icuVisitManage', 'icuRegisterRecord']),
  'device-groups': area(() => import('./areas/device-groups'), ['deviceGroupManage']),
  'video-groups': area(() => import('./areas/video-groups'), ['videoGroupManage', 'addVideoGrouping']),
  'device-modules': area(() => import('./areas/device-modules'), ['deviceModule']),
  'device-settings': area(() => import('./areas/device-settings'), ['deviceUiUrl', 'fuseMeeting']),
  'central-station': area(() => import('./areas/central-station'), ['centralStation', 'bedMonitor']),
  vitals: area(() => import('./areas/vitals'), ['guardianshipRecords']),
  'qc-statistics': area(() => import('./areas/qc-statistics'), ['qcStatistics', 'qcStatisticsDetail']),
  rooms: area(() => import('./areas/rooms'), ['roomList', 'roomInfo', 'roomMonitor']),
  lives: area(
    () => import('./areas/lives'),
    [
      'liveManage',
      'liveListManage',
      'liveDetail',
      'liveInfo',
      'liveListDetail',
      'liveListInfo',
      'streaming',
      'liveFileShare',
      'liveDeviceInfo',
      'liveOnlineDevice',
      'liveOnlineAccount',
      'liveListFileShare',
      'liveListDeviceInfo',
      'liveListOnlineDevice',
      'liveListOnlineAccount',
      'liveChatAudit',
      'liveOnline',
    ],
  ),
  'compute-servers': area(() => import('./areas/compute-servers'), ['computilityManage']),
  gateways: area(
    () => import('./areas/gateways'),
    [
      'gatewayManage',
      'gatewayDetail',
      'gatewayUserList',
      'gatewayUserDetail',
      'gatewayUser',
      'gatewayUserInfo',
      'appServiceUserManage',
      'appServiceUserAudit',
    ],
  ),
  'school-messages': area(() => import('./areas/school-messages'), ['schoolMessage', 'schoolMessageDetail']),
  wechat: area(
    () => import('./areas/wechat'),
    [
      'mpAccount',
      'mpAccountInfo',
      'mpAccountMsgTemp',
      'miniProgram',
      'miniProgramInfo',
      'wechatPublicManage',
    ],
  ),
  'virtual-cockpit': area(
    () => import('./areas/virtual-cockpit'),
    ['mcVirtualCockpitCallGroup', 'mcVirtualCockpitCallGroupInfo', 'vcCallLogHistory', 'mcChatTerminology'],
  ),
  'surgical-teaching': area(
    () => import('./areas/surgical-teaching'),
    ['opOrganEditInfo', 'opCourses', 'opCoursesEditInfo', 'opPlayVideo'],
  ),
  'school-qa': area(() => import('./areas/school-qa'), ['schoolQaList', 'schoolQaDetail']),
  documents: area(() => import('./areas/documents'), ['documentIndex', 'documentList', 'documentDetail']),
  'terminal-monitor': area(
    () => import('./areas/terminal-monitor'),
    [
      'terminal',
      'monitorAccountInfo',
      'terminalStream',
      'terminalStreamSetting',
      'terminalStreamGroup',
      'accountStreamMonitorSetting',
      'accountStreamMonitor',
    ],
  ),
};

export const AREAS: Readonly<Record<string, Record<string, PreloadableComponent<object>>>> =
  Object.fromEntries(Object.entries(AREA_TABLE).map(([key, pages]) => [key, pages(key)]));

export const PAGES: Readonly<Record<string, PreloadableComponent<object>>> = {
  dashboard: Dashboard,
  dashboardIndex: Dashboard,
  index: Dashboard,
  notFound: lazyPage(() => import('@/features/errors/routes/not-found')),
  noPermission: lazyPage(() => import('@/features/errors/routes/no-permission')),
  redirect: lazyPage(() => import('./redirect-page')),
  ...Object.assign({}, ...Object.values(AREAS)),
};

export const RESOURCE_PAGE = lazyPage(() => import('@/engine/resource-page'));

/**
 * The first page and the menu icons, preloaded with the console so that their code loads while
 * the session's data does: the page at `pathname` (a reload or a deep link; a path inside the
 * router's basename), else the dashboard, where a login lands.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  return Promise.all([
    firstPage(pathname).preload(),
    import('@/app/shell/sidebar/menu-icon').then((m) => m.preloadMenuIcons()),
  ]);
}

/** The first page's data for this user, asked for with its code (`PageModule.prefetchData`). */
export function prefetchFirstPageData(pathname: string, user: UserInfo): Promise<unknown> {
  return firstPage(pathname)
    .preload()
    .then((module) => module.prefetchData?.(user));
}

function firstPage(pathname: string) {
  const entry = flattenCatalogue().find(({ fullPath }) => matchPath(toRouterPath(fullPath), pathname));
  return (entry && (PAGES[entry.route.name] ?? RESOURCE_PAGE)) ?? Dashboard;
}
