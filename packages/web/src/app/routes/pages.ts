import { matchPath } from 'react-router-dom';
import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { lazyPage, type PreloadableComponent } from '@/lib/lazy-page';
import { toRouterPath } from './route-table';

/**
 * Screens of their own, by catalogue route name. Every other route renders `RESOURCE_PAGE`: the
 * list of the resource whose description names the route, or the placeholder page.
 * Each is its own chunk (ARCHITECTURE §7 "Every area is a lazy route chunk").
 */
const Dashboard = lazyPage(() => import('@/features/dashboard/routes/dashboard'));
const CompanyDetail = lazyPage(() => import('@/features/companies/routes/company-detail'));
const AdminDetail = lazyPage(() => import('@/features/admins/routes/admin-detail'));
const DeviceAccountEdit = lazyPage(() => import('@/features/device-accounts/routes/device-account-edit'));
const MemberDetail = lazyPage(() => import('@/features/members/routes/member-detail'));
const LayoutTemplateEditor = lazyPage(
  () => import('@/features/layout-templates/routes/layout-template-editor'),
);
const CameraDetail = lazyPage(() => import('@/features/network-cameras/routes/camera-detail'));
const WardDetail = lazyPage(() => import('@/features/base-medical/routes/ward-detail'));
const BedDetail = lazyPage(() => import('@/features/base-medical/routes/bed-detail'));
const WardSettings = lazyPage(() => import('@/features/base-medical/routes/ward-settings'));

const VodCategories = lazyPage(() => import('@/features/vod/routes/vod-categories'));
const VodVideos = lazyPage(() => import('@/features/vod/routes/vod-videos'));
const VodVideoDetail = lazyPage(() => import('@/features/vod/routes/vod-video-detail'));
const Servers = lazyPage(() => import('@/features/servers/routes/servers'));
const ServerInfo = lazyPage(() => import('@/features/servers/routes/server-info'));
const AmbulanceAttributes = lazyPage(() => import('@/features/ambulance-fleet/routes/attributes'));
const MedicalDevices = lazyPage(() => import('@/features/ambulance-fleet/routes/medical-devices'));

const CollaborationSessions = lazyPage(() => import('@/features/collaboration/routes/sessions'));
const CollaborationSession = lazyPage(() => import('@/features/collaboration/routes/session-edit'));
const CollaborationRecords = lazyPage(() => import('@/features/collaboration/routes/records'));
/** The list, edit and record routes of the six collaboration groups (catalogue names). */
function collaborationPages(): Record<string, PreloadableComponent<object>> {
  const groups = ['mcMeeting', 'mcLive', 'mcOperation', 'mcVisit', 'mcWard', 'mcConsultation'];
  return Object.fromEntries(
    groups.flatMap((group) => [
      [`${group}List`, CollaborationSessions],
      [`${group}EditInfo`, CollaborationSession],
      [`${group}Record`, CollaborationRecords],
    ]),
  );
}

export const PAGES: Readonly<Record<string, PreloadableComponent<object>>> = {
  dashboard: Dashboard,
  dashboardIndex: Dashboard,
  index: Dashboard,
  profile: lazyPage(() => import('@/features/profile/routes/profile')),
  publicCompanyInfo: lazyPage(() => import('@/features/company/routes/company-info')),
  notFound: lazyPage(() => import('@/features/errors/routes/not-found')),
  noPermission: lazyPage(() => import('@/features/errors/routes/no-permission')),
  redirect: lazyPage(() => import('./redirect-page')),
  initializeSysMenu: lazyPage(() => import('@/features/system-menu/routes/initialize-sys-menu')),
  publicAdminDetailInfo: lazyPage(() => import('@/features/admin-info/routes/admin-detail-info')),
  // platform administration, made with the resource engine (src/engine)
  companyManage: lazyPage(() => import('@/features/companies/routes/companies')),
  companyDetail: CompanyDetail,
  customerBaseInfo: CompanyDetail,
  customerPermission: CompanyDetail,
  customerAttribute: CompanyDetail,
  companyAdvance: lazyPage(() => import('@/features/companies/routes/company-advance')),
  enterpriseAdministrator: lazyPage(() => import('@/features/admins/routes/admins')),
  adminDetail: AdminDetail,
  adminInfo: AdminDetail,
  roleManage: lazyPage(() => import('@/features/roles/routes/roles')),
  menuManage: lazyPage(() => import('@/features/menus/routes/menus')),
  userLog: lazyPage(() => import('@/features/user-log/routes/user-log')),
  produceApplication: lazyPage(() => import('@/features/applications/routes/produce-applications')),
  myApplication: lazyPage(() => import('@/features/applications/routes/my-applications')),
  myApplicationDetail: lazyPage(() => import('@/features/applications/routes/my-application-detail')),
  // video on demand: /vod and /schoolVod share the pages, scoped by product
  // Upgrade packages and their rollouts (issue 17).
  upgrade: lazyPage(() => import('@/features/upgrades/routes/upgrades')),
  upgradeDetail: lazyPage(() => import('@/features/upgrades/routes/upgrade-detail')),
  videoTypeList: VodCategories,
  videoList: VodVideos,
  videoListInfo: VodVideoDetail,
  schoolVideoTypeList: VodCategories,
  schoolVideoList: VodVideos,
  schoolVideoListInfo: VodVideoDetail,
  // servers (ADR 0029): one list and one info page for the nine kinds, by route
  serverDatabase: Servers,
  serverDatabaseInfo: ServerInfo,
  streamServerManage: Servers,
  streamServerInfo: ServerInfo,
  rtcServer: Servers,
  rtcServerInfo: ServerInfo,
  mqttServerManage: Servers,
  mqttServerManageInfo: ServerInfo,
  monitorMqttServerManage: Servers,
  monitorMqttServerInfo: ServerInfo,
  storageServerManage: Servers,
  storageServerInfo: ServerInfo,
  liveServerManage: Servers,
  liveServerManageInfo: lazyPage(() => import('./live-server-info-page')),
  whiteBoard: Servers,
  whiteBoardInfo: ServerInfo,
  monitorStreamServer: Servers,
  monitorStreamServerInfo: ServerInfo,
  // the ambulance platform's system pages (issue 18, ADR 0038); functions and the interface log
  // are plain resource pages
  ambulanceSystemSetting: lazyPage(() => import('@/features/ambulance-system/routes/ambulance-settings')),
  ambulanceAuthorizeManage: lazyPage(() => import('@/features/ambulance-system/routes/external-systems')),
  transmitServerManage: Servers,
  // the ambulance fleet (issue 18, ADR 0040)
  ambulanceDeviceRecord: lazyPage(() => import('@/features/ambulance-fleet/routes/device-records')),
  hospitalManage: lazyPage(() => import('@/features/ambulance-fleet/routes/hospitals')),
  hospitalAttributes: AmbulanceAttributes,
  ambulanceDeviceAttributes: AmbulanceAttributes,
  ambulanceCameraAttributes: AmbulanceAttributes,
  ambulanceDeviceManage: lazyPage(() => import('@/features/ambulance-fleet/routes/vehicles')),
  ambulanceMonitorManage: MedicalDevices,
  medicalDeviceManage: MedicalDevices,
  medicalDeviceInsert: MedicalDevices,
  ambulanceMonitorList: lazyPage(() => import('@/features/ambulance-fleet/routes/monitor-list')),
  ambulanceCameraSourceList: lazyPage(() => import('@/features/ambulance-fleet/routes/cameras')),
  ambulanceLiveMap: lazyPage(() => import('@/features/ambulance-fleet/routes/live-map')),
  // emergency tasks (issue 18, ADR 0045)
  ambulanceTaskManage: lazyPage(() => import('@/features/ambulance-fleet/routes/tasks')),
  ambulanceTaskDetail: lazyPage(() => import('@/features/ambulance-fleet/routes/task-detail')),
  // the consultations an ambulance opens with a hospital: collaboration sessions (ADR 0046)
  ambulanceConsultationManage: lazyPage(
    () => import('@/features/collaboration/routes/ambulance-consultations'),
  ),
  transmitServerInfo: ServerInfo,
  // terminals: device accounts and their video sources
  accounts: lazyPage(() => import('@/features/device-accounts/routes/device-accounts')),
  accountEdit: DeviceAccountEdit,
  deviceAccountBaseInfo: DeviceAccountEdit,
  deviceAccountInputSource: DeviceAccountEdit,
  deviceAccountNetworkCamera: DeviceAccountEdit,
  deviceAccountReg: DeviceAccountEdit,
  deviceAccountLayout: DeviceAccountEdit,
  deviceAccountLiveSetting: DeviceAccountEdit,
  accountVisitSetting: DeviceAccountEdit,
  accountTeachingSetting: DeviceAccountEdit,
  accountAmbulanceSetting: DeviceAccountEdit,
  ambulanceAccountAttr: DeviceAccountEdit,
  // members (SPEC /device/memberManage)
  memberManage: lazyPage(() => import('@/features/members/routes/members')),
  memberDetail: MemberDetail,
  memberInfo: MemberDetail,
  memberFriend: MemberDetail,
  memberVisitSetting: MemberDetail,
  memberApprovalManage: lazyPage(() => import('@/features/members/routes/approvals')),
  deviceTemplateManage: lazyPage(() => import('@/features/layout-templates/routes/layout-templates')),
  deviceTemplateAdd: LayoutTemplateEditor,
  deviceTemplateEdit: LayoutTemplateEditor,
  // device catalogue
  networkCameraManage: lazyPage(() => import('@/features/network-cameras/routes/network-cameras')),
  cameraDetail: CameraDetail,
  cameraInfo: CameraDetail,
  cameraVisitSetting: CameraDetail,
  // base medical data (SPEC /baseMedical); branches and collection boxes are plain resource pages
  baseWardManage: lazyPage(() => import('@/features/base-medical/routes/wards')),
  baseWardDetail: WardDetail,
  wardInfo: WardDetail,
  baseBedManage: lazyPage(() => import('@/features/base-medical/routes/beds')),
  baseBedDetail: BedDetail,
  bedInfo: BedDetail,
  basePatientManage: lazyPage(() => import('@/features/base-medical/routes/patients')),
  basePatientDetail: lazyPage(() => import('@/features/base-medical/routes/patient-detail')),
  // system settings: database backups, mail, SMS, global (issue 17)
  settingDatabase: lazyPage(() => import('@/features/system-settings/routes/database-backup')),
  settingDatabaseInfo: lazyPage(() => import('@/features/system-settings/routes/database-backup')),
  mailManage: lazyPage(() => import('@/features/system-settings/routes/mail-settings')),
  smsManage: lazyPage(() => import('@/features/system-settings/routes/sms-settings')),
  globalSetting: lazyPage(() => import('@/features/system-settings/routes/global-settings')),
  // data push targets and their delivery log (ADR 0018)
  dataPush: lazyPage(() => import('@/features/data-push/routes/data-push')),
  // ICU visitation (issue 14); the ward and patient screens are base medical's, seen from /icu
  icuWardManage: lazyPage(() => import('@/features/base-medical/routes/icu-wards')),
  icuWardSettings: WardSettings,
  icuWardBasicInformation: WardSettings,
  icuWardVisitingHours: WardSettings,
  icuWardBedManagement: WardSettings,
  icuWardEquipment: WardSettings,
  icuVisitationRoomEquipment: WardSettings,
  icuVisitationRegime: WardSettings,
  icuAccessControl: WardSettings,
  icuPatientManage: lazyPage(() => import('@/features/base-medical/routes/icu-patients')),
  icuPatientDetail: lazyPage(() => import('@/features/base-medical/routes/icu-patient-detail')),
  icuVisitManage: lazyPage(() => import('@/features/icu-visits/routes/visits')),
  icuRegisterRecord: lazyPage(() => import('@/features/icu-visits/routes/registrations')),
  // intensive-care monitoring configuration (issue 15); wards and beds are base medical's
  aiIcuWardManagement: lazyPage(() => import('@/features/base-medical/routes/ai-icu-wards')),
  aiIcuBedManagement: lazyPage(() => import('@/features/base-medical/routes/ai-icu-beds')),
  monitoringIndicatorManagement: lazyPage(() => import('@/features/base-medical/routes/icu-indicators')),
  aiIcuCameraMonitorSetting: lazyPage(
    () => import('@/features/network-cameras/routes/camera-monitor-settings'),
  ),
  wardMonitorSetting: WardDetail,
  bedMonitorSetting: BedDetail,
  monitorIndicatorSetting: CompanyDetail,
  accountMonitorSetting: DeviceAccountEdit,
  memberMonitorSetting: MemberDetail,
  cameraMonitorSetting: CameraDetail,
  deviceGroupManage: lazyPage(() => import('@/features/device-groups/routes/device-groups')),
  videoGroupManage: lazyPage(() => import('@/features/video-groups/routes/video-groups')),
  addVideoGrouping: lazyPage(() => import('@/features/video-groups/routes/video-group-editor')),
  deviceModule: lazyPage(() => import('@/features/device-modules/routes/device-modules')),
  deviceUiUrl: lazyPage(() => import('@/features/device-settings/routes/device-ui-urls')),
  fuseMeeting: lazyPage(() => import('@/features/device-settings/routes/fuse-meetings')),
  // intensive-care monitoring (issue 15)
  centralStation: lazyPage(() => import('@/features/central-station/routes/central-station')),
  bedMonitor: lazyPage(() => import('@/features/central-station/routes/bed-monitor')),
  guardianshipRecords: lazyPage(() => import('@/features/vitals/routes/guardianship-records')),
  qcStatistics: lazyPage(() => import('@/features/qc-statistics/routes/qc-statistics')),
  qcStatisticsDetail: lazyPage(() => import('@/features/qc-statistics/routes/qc-statistics-detail')),
  // meeting rooms (issue 16) and their monitor wall, live over the console WebSocket
  roomList: lazyPage(() => import('@/features/rooms/routes/rooms')),
  roomInfo: lazyPage(() => import('@/features/rooms/routes/room-info')),
  roomMonitor: lazyPage(() => import('@/features/rooms/routes/room-monitor')),
  // live streams (issue 16) on the stream server; both menus show the same streams
  liveManage: lazyPage(() => import('@/features/lives/routes/lives')),
  liveListManage: lazyPage(() => import('@/features/lives/routes/lives')),
  liveDetail: lazyPage(() => import('@/features/lives/routes/live-detail')),
  // AI compute servers and their upgrade packages (issue 20, ADR 0035)
  computilityManage: lazyPage(() => import('@/features/compute-servers/routes/compute-servers')),
  aiServerUpgrade: lazyPage(() => import('@/features/upgrades/routes/compute-upgrades')),
  // application gateways and their applet users (issue 20)
  gatewayManage: lazyPage(() => import('@/features/gateways/routes/gateways')),
  gatewayDetail: lazyPage(() => import('@/features/gateways/routes/gateway-detail')),
  gatewayUserList: lazyPage(() => import('@/features/gateways/routes/gateway-users')),
  gatewayUserDetail: lazyPage(() => import('@/features/gateways/routes/gateway-user-detail')),
  gatewayUser: lazyPage(() => import('@/features/gateways/routes/app-users')),
  gatewayUserInfo: lazyPage(() => import('@/features/gateways/routes/gateway-user-detail')),
  appServiceUserManage: lazyPage(() => import('@/features/gateways/routes/app-service-users')),
  appServiceUserAudit: lazyPage(() => import('@/features/gateways/routes/app-service-user-audit')),
  schoolMessage: lazyPage(() => import('@/features/school-messages/routes/school-messages')),
  schoolMessageDetail: lazyPage(() => import('@/features/school-messages/routes/school-message-detail')),
  // WeChat official accounts, their templates and mini programs (issue 20, ADR 0034)
  mpAccount: lazyPage(() => import('@/features/wechat/routes/mp-accounts')),
  mpAccountInfo: lazyPage(() => import('@/features/wechat/routes/mp-account')),
  mpAccountMsgTemp: lazyPage(() => import('@/features/wechat/routes/mp-account-templates')),
  miniProgram: lazyPage(() => import('@/features/wechat/routes/mini-programs')),
  miniProgramInfo: lazyPage(() => import('@/features/wechat/routes/mini-program')),
  wechatPublicManage: lazyPage(() => import('@/features/wechat/routes/wechat-public-manage')),
  // medical collaboration: six groups, one entity, one set of pages by kind (ADR 0041)
  ...collaborationPages(),
  mcVirtualCockpitCallGroup: lazyPage(() => import('@/features/virtual-cockpit/routes/call-groups')),
  mcVirtualCockpitCallGroupInfo: lazyPage(
    () => import('@/features/virtual-cockpit/routes/call-group-detail'),
  ),
  vcCallLogHistory: lazyPage(() => import('@/features/virtual-cockpit/routes/call-logs')),
  mcChatTerminology: lazyPage(() => import('@/features/virtual-cockpit/routes/chat-phrases')),
  // surgical teaching (issue 19, ADR 0042); devices, icons and departments are plain resource pages
  opOrganEditInfo: lazyPage(() => import('@/features/surgical-teaching/routes/organ-edit')),
  opCourses: lazyPage(() => import('@/features/surgical-teaching/routes/courses')),
  opCoursesEditInfo: lazyPage(() => import('@/features/surgical-teaching/routes/course-edit')),
  opPlayVideo: lazyPage(() => import('@/features/surgical-teaching/routes/play-video')),
  schoolQaList: lazyPage(() => import('@/features/school-qa/routes/questions')),
  schoolQaDetail: lazyPage(() => import('@/features/school-qa/routes/question-detail')),
  documentIndex: lazyPage(() => import('@/features/documents/routes/document-centre')),
  documentList: lazyPage(() => import('@/features/documents/routes/documents')),
  documentDetail: lazyPage(() => import('@/features/documents/routes/document-detail')),
  liveInfo: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListDetail: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListInfo: lazyPage(() => import('@/features/lives/routes/live-detail')),
  // the stream monitor wall: live streams and monitor stream sources (where both features meet)
  streaming: lazyPage(() => import('./stream-monitor-page')),
  // the detail's other tabs open the same page (ADR 28); chat audit and online open in a new tab
  liveFileShare: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveDeviceInfo: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveOnlineDevice: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveOnlineAccount: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListFileShare: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListDeviceInfo: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListOnlineDevice: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveListOnlineAccount: lazyPage(() => import('@/features/lives/routes/live-detail')),
  liveChatAudit: lazyPage(() => import('@/features/lives/routes/chat-audit')),
  liveOnline: lazyPage(() => import('@/features/lives/routes/live-online')),
  // terminal monitor (live over the console WebSocket)
  terminal: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-monitor')),
  monitorAccountInfo: lazyPage(() => import('@/features/terminal-monitor/routes/monitor-account-info')),
  terminalStream: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-streams')),
  terminalStreamSetting: lazyPage(
    () => import('@/features/terminal-monitor/routes/terminal-stream-settings'),
  ),
  terminalStreamGroup: lazyPage(() => import('@/features/terminal-monitor/routes/terminal-stream-groups')),
  accountStreamMonitorSetting: lazyPage(
    () => import('@/features/terminal-monitor/routes/account-stream-monitor'),
  ),
  accountStreamMonitor: lazyPage(() => import('@/features/terminal-monitor/routes/account-streams')),
};

export const RESOURCE_PAGE = lazyPage(() => import('@/engine/resource-page'));

/**
 * The first page and the menu icons, preloaded with the console so that their code loads while
 * the session's data does: the page at `pathname` (a reload or a deep link; a path inside the
 * router's basename), else the dashboard, where a login lands.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const entry = flattenCatalogue().find(({ fullPath }) => matchPath(toRouterPath(fullPath), pathname));
  const page = (entry && (PAGES[entry.route.name] ?? RESOURCE_PAGE)) ?? Dashboard;
  return Promise.all([
    page.preload(),
    import('@/app/shell/sidebar/menu-icon').then((m) => m.preloadMenuIcons()),
  ]);
}
