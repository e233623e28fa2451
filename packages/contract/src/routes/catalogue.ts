import type { AccessRule, RoleKey, ShowByRole } from '../access/identity';
import { DEFAULT_APP_KEY, MONITOR_APP_KEY } from '../access/applications';
import { COLLABORATION_TITLES } from '../resources/descriptions/collaboration-titles';
import { FIXED_ROUTES } from './fixed-routes';
import type { AppRoutes, RouteDef } from './types';
import { walkRoutes, type RouteEntry } from './walk';

/*
 * The route/menu catalogue of SPEC §2 ("Route groups" and "Account and tab routes"), grouped by
 * application key (SPEC §1, `APPLICATION_CATALOGUE`).
 *
 * Reading of the SPEC notation:
 * - `a (b, c)`: b and c are children of a (nested paths: `/wechat/mpAccount/info/:mpAccountId`).
 *   This is forced by `/wechat` and `/live`, where the same child path appears under two parents.
 * - `a with b`: b is a hidden sibling of a in the same group (`/baseinfo/companyDetail/:id`), as
 *   vue-element-admin consoles lay out list/detail pairs.
 * - Tabs (SPEC "Account and tab routes") are hidden children of the detail page that renders them.
 * - `{x}` is a route param `:x`; `{x?}` an optional one. `/schoolVod`'s `videoTypeList{product}`
 *   is a per-product suffix in the original; React Router only has whole-segment params, so it is
 *   `videoTypeList/:product?` (optional, so the sidebar link works without a product).
 *
 * Role and visibility rules (SPEC §6):
 * - `roles`: cloudAdmin only for setting upgrade (+ detail), mailManage, wechatPublicManage, smsManage,
 *   produceApplication and all of /ambulance/system; admin only for myApplication and its detail;
 *   editor for /ambulance/hospital, /ambulance/device and /ambulance/task. Children inherit roles.
 * - `showByRole`: 'ADMIN' (user type 1) for /baseinfo (companies are the platform's customers), /server,
 *   /user/enterpriseAdministrator and /setting/produceApplication; everything else 'ALL'. Children
 *   inherit. Nothing is 'CUSTOMER' only: the SPEC names no page as customer-administrator only.
 *
 * - `access`: the rule of the API a page uses (ADR 0014), so a page whose data the server would
 *   refuse is neither in the menu nor openable: 'platform' for /baseinfo, /server and the enterprise
 *   administrators, the system menus' cloudAdmin for /user/menu, 'customerAdmin' for the
 *   administration groups (settings, accounts and devices, users and permissions,
 *   WeChat, gateway and application users/services), the monitor application, /baseMedical and
 *   /icu; the rest 'signedIn'.
 *
 * Every node carries an explicit `showByRole` and `access` after `defineApp`, so consumers need
 * no inheritance.
 */

type Title = RouteDef['title'];
type Extra = Partial<Omit<RouteDef, 'path' | 'name' | 'title' | 'icon'>>;

const CLOUD_ADMIN: RoleKey[] = ['cloudAdmin'];
const ADMIN: RoleKey[] = ['admin'];
const EDITOR: RoleKey[] = ['editor'];

function t(zh: string, en: string): Title {
  return { zh, en };
}

/** A menu-visible node (group or leaf); hidden detail/tab children may be passed in `extra`. */
function menu(path: string, name: string, title: Title, icon: string, extra: Extra = {}): RouteDef {
  return { path, name, title, icon, ...extra };
}

/** A page that is routed but not in the sidebar (details, editors, tabs). */
function hidden(path: string, name: string, title: Title, extra: Extra = {}): RouteDef {
  return { path, name, title, hidden: true, ...extra };
}

function finalize(
  route: RouteDef,
  inherited: { roles?: RoleKey[]; showByRole: ShowByRole; access: AccessRule },
): RouteDef {
  const roles = route.roles ?? inherited.roles;
  const showByRole = route.showByRole ?? inherited.showByRole;
  const access = route.access ?? inherited.access;
  const out: RouteDef = { ...route, showByRole, access };
  if (roles && roles.length > 0) out.roles = [...roles];
  else delete out.roles;
  if (route.children)
    out.children = route.children.map((child) => finalize(child, { roles, showByRole, access }));
  return out;
}

function defineApp(appKey: string, routes: RouteDef[]): AppRoutes {
  return {
    appKey,
    routes: routes.map((route) => finalize(route, { showByRole: 'ALL', access: 'signedIn' })),
  };
}

// ---------------------------------------------------------------------------------------------
// Shared tab sets (SPEC "Account and tab routes")

const INTENSIVE_CARE_SETTING = t('重症监护设置', 'Intensive care settings');
const VISIT_SETTING = t('探视设置', 'Visit settings');

function liveTabs(prefix: string): RouteDef[] {
  return [
    hidden('liveInfo', `${prefix}Info`, t('直播信息', 'Live stream info')),
    hidden('fileShare', `${prefix}FileShare`, t('文件共享', 'File sharing')),
    hidden('deviceInfo', `${prefix}DeviceInfo`, t('设备信息', 'Devices')),
    hidden('onlineDevice', `${prefix}OnlineDevice`, t('在线设备', 'Online devices')),
    hidden('onlineAccount', `${prefix}OnlineAccount`, t('在线账号', 'Online accounts')),
  ];
}

/** Device account editor: fixed tabs, then the per-application settings tabs of the account scope. */
const accountRoutes: RouteDef = menu('accounts', 'accounts', t('账号管理', 'Accounts'), 'UserOutlined', {
  affix: true,
  platform: true,
  children: [
    hidden(
      'edit/:accountId/:accountName/:customerId/:accountTypeName',
      'accountEdit',
      t('设备账号信息', 'Device account info'),
      {
        children: [
          hidden('baseInfo', 'deviceAccountBaseInfo', t('基本信息', 'Basic info')),
          hidden('inputSource', 'deviceAccountInputSource', t('输入源', 'Input sources')),
          hidden('networkCamera', 'deviceAccountNetworkCamera', t('网络摄像头', 'Network cameras')),
          hidden('layout', 'deviceAccountLayout', t('画面布局', 'Screen layout')),
          hidden('liveSetting', 'deviceAccountLiveSetting', t('直播设置', 'Live settings')),
          hidden('reg', 'deviceAccountReg', t('设备注册信息', 'Device registration')),
          hidden(
            'accountVisitSetting',
            'accountVisitSetting',
            t('设备探视配置', 'Device visit configuration'),
            {
              requiresApp: 'icu',
            },
          ),
          hidden(
            'streamMonitor',
            'accountStreamMonitorSetting',
            t('终端流监看设置', 'Terminal stream monitoring'),
            {
              requiresApp: 'streamMonitor',
            },
          ),
          hidden('monitor', 'accountStreamMonitor', t('账号流监看', 'Account stream monitoring'), {
            requiresApp: MONITOR_APP_KEY,
          }),
          hidden('accountMonitorSetting', 'accountMonitorSetting', INTENSIVE_CARE_SETTING, {
            requiresApp: 'aiIcu',
          }),
          // The vehicle behind the terminal: the ambulance editors' data (ADR 0040, 0046).
          hidden('ambulance', 'accountAmbulanceSetting', t('急救设置', 'Ambulance settings'), {
            requiresApp: 'ambulance',
            roles: EDITOR,
          }),
          hidden(
            'AmbulanceAccountAttr',
            'ambulanceAccountAttr',
            t('急救设备属性', 'Ambulance device attributes'),
            {
              requiresApp: 'ambulance',
              roles: EDITOR,
            },
          ),
          hidden('surgicalTeaching', 'accountTeachingSetting', t('示教配置', 'Teaching configuration'), {
            requiresApp: 'surgicalTeaching',
          }),
        ],
      },
    ),
  ],
});

/**
 * The six medical-collaboration groups share one shape: list, editor (hidden), records. They are
 * one entity (`collaborationSessions`, ADR 0041) whose API is the staff's: doctors and nurses
 * follow, start and end sessions, administrators schedule them; restricted members see none.
 */
function collaborationGroup(
  groupPath: string,
  groupName: string,
  groupTitle: Title,
  icon: string,
  segment: { list: string; edit: string; record: string },
  names: { list: string; edit: string; record: string },
  titles: { list: Title; edit: Title; record: Title },
): RouteDef {
  return menu(groupPath, groupName, groupTitle, icon, {
    access: 'staff',
    children: [
      menu(segment.list, names.list, titles.list, 'UnorderedListOutlined'),
      hidden(segment.edit, names.edit, titles.edit),
      menu(segment.record, names.record, titles.record, 'HistoryOutlined'),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// platform: the default cloud platform application

const platformRoutes: RouteDef[] = [
  menu('/dashboard', 'platformDashboard', t('首页', 'Dashboard'), 'DashboardOutlined', {
    affix: true,
    children: [menu('index', 'dashboardIndex', t('首页', 'Dashboard'), 'DashboardOutlined', { affix: true })],
  }),
  menu('/baseinfo', 'baseinfo', t('企业信息', 'Company information'), 'BankOutlined', {
    access: 'platform',
    showByRole: 'ADMIN',
    children: [
      menu('companyManage', 'companyManage', t('企业管理', 'Companies'), 'ApartmentOutlined'),
      hidden('companyDetail/:id', 'companyDetail', t('企业详情', 'Company details'), {
        children: [
          hidden('baseInfo', 'customerBaseInfo', t('基本信息', 'Basic info')),
          hidden('permission', 'customerPermission', t('客户用户', 'Customer users')),
          hidden('attribute', 'customerAttribute', t('企业属性', 'Company attributes')),
          hidden(
            'monitorIndicatorSetting',
            'monitorIndicatorSetting',
            t('监测指标设置', 'Monitoring indicators'),
            {
              requiresApp: 'aiIcu',
            },
          ),
        ],
      }),
      hidden('companyAdvance', 'companyAdvance', t('企业高级设置', 'Advanced company settings')),
    ],
  }),
  menu('/room', 'room', t('会议管理', 'Meetings'), 'VideoCameraOutlined', {
    access: 'customerAdmin',
    children: [
      menu('roomList', 'roomList', t('会议室列表', 'Meeting rooms'), 'UnorderedListOutlined'),
      hidden('info/:roomId/:accountId?', 'roomInfo', t('会议室详情', 'Meeting room details')),
    ],
  }),
  menu('/live', 'live', t('直播管理', 'Live streaming'), 'PlayCircleOutlined', {
    access: 'customerAdmin',
    children: [
      menu('liveManage', 'liveManage', t('直播间管理', 'Live rooms'), 'VideoCameraAddOutlined', {
        children: [
          hidden('liveDetail/:id', 'liveDetail', t('直播详情', 'Live stream details'), {
            children: liveTabs('live'),
          }),
          hidden('chatAudit/:id', 'liveChatAudit', t('聊天审核', 'Chat moderation'), { newTab: true }),
          hidden('online/:id', 'liveOnline', t('在线观众', 'Online viewers'), { newTab: true }),
        ],
      }),
      menu('liveListManage', 'liveListManage', t('直播列表', 'Live streams'), 'UnorderedListOutlined', {
        children: [
          hidden('liveDetail/:id', 'liveListDetail', t('直播详情', 'Live stream details'), {
            children: liveTabs('liveList'),
          }),
        ],
      }),
    ],
  }),
  menu('/vod', 'vod', t('点播管理', 'Video on demand'), 'PlaySquareOutlined', {
    access: 'customerAdmin',
    children: [
      menu('videoTypeList', 'videoTypeList', t('视频分类', 'Video categories'), 'TagsOutlined'),
      menu('videoList', 'videoList', t('视频列表', 'Videos'), 'VideoCameraOutlined'),
      hidden('videoListInfo', 'videoListInfo', t('视频详情', 'Video details')),
    ],
  }),
  // Servers are the platform's (ADR 0029): its administrators only.
  menu('/server', 'server', t('服务器管理', 'Servers'), 'CloudServerOutlined', {
    access: 'platform',
    showByRole: 'ADMIN',
    children: [
      menu('database', 'serverDatabase', t('数据库服务器', 'Database servers'), 'DatabaseOutlined'),
      hidden('databaseInfo', 'serverDatabaseInfo', t('数据库服务器详情', 'Database server details')),
      menu(
        'streamServerManage',
        'streamServerManage',
        t('流媒体服务器', 'Stream servers'),
        'ClusterOutlined',
      ),
      hidden('streamServerInfo/:id', 'streamServerInfo', t('流媒体服务器详情', 'Stream server details')),
      menu('rtcServer', 'rtcServer', t('RTC服务器', 'RTC servers'), 'ApiOutlined'),
      hidden('rtcServerInfo', 'rtcServerInfo', t('RTC服务器详情', 'RTC server details')),
      menu(
        'mqttServerManage',
        'mqttServerManage',
        t('通讯服务器', 'Communication servers'),
        'MessageOutlined',
      ),
      hidden(
        'mqttServerManageInfo',
        'mqttServerManageInfo',
        t('通讯服务器详情', 'Communication server details'),
      ),
      menu(
        'monitorMqttServerManage',
        'monitorMqttServerManage',
        t('监控通讯服务器', 'Monitor communication servers'),
        'NodeIndexOutlined',
      ),
      hidden(
        'monitorMqttServerInfo',
        'monitorMqttServerInfo',
        t('监控通讯服务器详情', 'Monitor communication server details'),
      ),
      menu('storageServerManage', 'storageServerManage', t('存储服务器', 'Storage servers'), 'HddOutlined'),
      hidden('storageServerInfo', 'storageServerInfo', t('存储服务器详情', 'Storage server details')),
      menu('liveServerManage', 'liveServerManage', t('直播服务器', 'Live servers'), 'PlayCircleOutlined'),
      hidden('liveServerManageInfo', 'liveServerManageInfo', t('直播服务器详情', 'Live server details')),
      menu('whiteBoard', 'whiteBoard', t('白板服务器', 'Whiteboard servers'), 'HighlightOutlined'),
      hidden('whiteBoardInfo', 'whiteBoardInfo', t('白板服务器详情', 'Whiteboard server details')),
      menu(
        'monitorStreamServer',
        'monitorStreamServer',
        t('监控流媒体服务器', 'Monitor stream servers'),
        'FundProjectionScreenOutlined',
      ),
      hidden(
        'monitorStreamServerInfo/:id',
        'monitorStreamServerInfo',
        t('监控流媒体服务器详情', 'Monitor stream server details'),
      ),
    ],
  }),
  menu('/setting', 'setting', t('系统设置', 'System settings'), 'SettingOutlined', {
    access: 'customerAdmin',
    children: [
      // A dump holds every company's data: the platform's (issue 17, ADR 0030).
      menu('database', 'settingDatabase', t('数据库备份', 'Database backup'), 'DatabaseOutlined', {
        access: 'platform',
      }),
      hidden('databaseInfo', 'settingDatabaseInfo', t('数据库备份详情', 'Database backup details'), {
        access: 'platform',
      }),
      menu('upgrade', 'upgrade', t('升级管理', 'Upgrades'), 'CloudUploadOutlined', { roles: CLOUD_ADMIN }),
      hidden('upgrade/detail/:type/:id', 'upgradeDetail', t('升级详情', 'Upgrade details'), {
        roles: CLOUD_ADMIN,
      }),
      menu('mailManage', 'mailManage', t('邮件设置', 'Mail settings'), 'MailOutlined', {
        roles: CLOUD_ADMIN,
      }),
      menu(
        'wechatPublicManage',
        'wechatPublicManage',
        t('微信公众号设置', 'WeChat official account'),
        'WechatOutlined',
        {
          roles: CLOUD_ADMIN,
        },
      ),
      menu('smsManage', 'smsManage', t('短信设置', 'SMS settings'), 'CommentOutlined', {
        roles: CLOUD_ADMIN,
      }),
      // The platform's name and server address (issue 17, ADR 0031).
      menu('globalSetting', 'globalSetting', t('全局设置', 'Global settings'), 'ControlOutlined', {
        access: 'platform',
      }),
      // Not in SPEC §2: the data push targets of SPEC §3 need a screen (ADR 0018).
      menu('dataPush', 'dataPush', t('数据推送', 'Data push'), 'ApiOutlined'),
      menu(
        'produceApplication',
        'produceApplication',
        t('产品应用', 'Product applications'),
        'AppstoreAddOutlined',
        {
          roles: CLOUD_ADMIN,
          showByRole: 'ADMIN',
        },
      ),
      menu('myApplication', 'myApplication', t('我的应用', 'My applications'), 'AppstoreOutlined', {
        roles: ADMIN,
      }),
      hidden('detail/:id', 'myApplicationDetail', t('应用详情', 'Application details'), { roles: ADMIN }),
      menu('userLog', 'userLog', t('操作日志', 'Activity log'), 'FileSearchOutlined'),
    ],
  }),
  menu('/device', 'device', t('账号与设备', 'Accounts & devices'), 'DesktopOutlined', {
    access: 'customerAdmin',
    children: [
      accountRoutes,
      menu('memberManage', 'memberManage', t('成员管理', 'Members'), 'TeamOutlined', {
        children: [
          hidden('memberDatail/:id', 'memberDetail', t('成员详情', 'Member details'), {
            children: [
              hidden('memberInfo', 'memberInfo', t('成员信息', 'Member info')),
              hidden('memberFriend', 'memberFriend', t('好友', 'Contacts')),
              hidden('visitSetting', 'memberVisitSetting', VISIT_SETTING, { requiresApp: 'icu' }),
              hidden('memberMonitorSetting', 'memberMonitorSetting', INTENSIVE_CARE_SETTING, {
                requiresApp: 'aiIcu',
              }),
            ],
          }),
          hidden('approvalManage', 'memberApprovalManage', t('成员审批', 'Member approvals')),
        ],
      }),
      menu(
        'networkCameraManage',
        'networkCameraManage',
        t('网络摄像头', 'Network cameras'),
        'CameraOutlined',
        {
          children: [
            hidden('cameraDetail/:id', 'cameraDetail', t('摄像头详情', 'Camera details'), {
              children: [
                hidden('cameraInfo', 'cameraInfo', t('摄像头信息', 'Camera info')),
                hidden('visitSetting', 'cameraVisitSetting', VISIT_SETTING, { requiresApp: 'icu' }),
                hidden('cameraMonitorSetting', 'cameraMonitorSetting', INTENSIVE_CARE_SETTING, {
                  requiresApp: 'aiIcu',
                }),
              ],
            }),
          ],
        },
      ),
      menu('groupManage', 'deviceGroupManage', t('分组管理', 'Groups'), 'GroupOutlined'),
      menu('videoGroupManage', 'videoGroupManage', t('视频分组', 'Video groups'), 'BlockOutlined', {
        children: [hidden('addAGrouping/:group_id', 'addVideoGrouping', t('添加分组', 'Add group'))],
      }),
      menu('templateManage', 'deviceTemplateManage', t('模板管理', 'Templates'), 'LayoutOutlined', {
        children: [
          hidden('add', 'deviceTemplateAdd', t('新建模板', 'New template')),
          hidden('edit', 'deviceTemplateEdit', t('编辑模板', 'Edit template')),
        ],
      }),
      menu('fuseMeeting', 'fuseMeeting', t('融合会议', 'Converged meetings'), 'MergeCellsOutlined'),
      menu('deviceUIUrl', 'deviceUiUrl', t('设备界面地址', 'Device UI URLs'), 'LinkOutlined'),
      menu('deviceModule', 'deviceModule', t('设备模块', 'Device modules'), 'BuildOutlined'),
    ],
  }),
  menu('/user', 'user', t('用户与权限', 'Users & permissions'), 'SafetyCertificateOutlined', {
    access: 'customerAdmin',
    children: [
      menu(
        'enterpriseAdministrator',
        'enterpriseAdministrator',
        t('企业管理员', 'Enterprise administrators'),
        'UserSwitchOutlined',
        {
          showByRole: 'ADMIN',
          access: 'platform',
          children: [
            hidden('adminDetail/:id', 'adminDetail', t('管理员详情', 'Administrator details'), {
              children: [hidden('adminInfo', 'adminInfo', t('管理员信息', 'Administrator info'))],
            }),
          ],
        },
      ),
      menu('role', 'roleManage', t('角色管理', 'Roles'), 'IdcardOutlined'),
      // menu/all and menu/set are the platform's (SPEC §6 cloudAdmin): a company sees its menus in roles.
      menu('menu', 'menuManage', t('菜单管理', 'Menus'), 'MenuOutlined', { access: { roles: CLOUD_ADMIN } }),
    ],
  }),
  menu('/wechat', 'wechat', t('微信管理', 'WeChat'), 'WechatOutlined', {
    access: 'customerAdmin',
    children: [
      menu('mpAccount', 'mpAccount', t('公众号管理', 'Official accounts'), 'WechatOutlined', {
        children: [
          hidden('info/:mpAccountId', 'mpAccountInfo', t('公众号详情', 'Official account details')),
          hidden('msgTemp/:mpAccountId', 'mpAccountMsgTemp', t('消息模板', 'Message templates')),
        ],
      }),
      menu('miniProgram', 'miniProgram', t('小程序管理', 'Mini programs'), 'MobileOutlined', {
        children: [hidden('info/:mpAccountId', 'miniProgramInfo', t('小程序详情', 'Mini program details'))],
      }),
    ],
  }),
  menu('/schoolAssistant', 'schoolAssistant', t('校园助手', 'School assistant'), 'ReadOutlined', {
    // The staff write and send the notifications (restricted members see none).
    access: 'staff',
    children: [
      menu('schoolMessage', 'schoolMessage', t('校园消息', 'School messages'), 'NotificationOutlined', {
        children: [hidden('detail/:id/:tempId', 'schoolMessageDetail', t('消息详情', 'Message details'))],
      }),
    ],
  }),
  menu('/schoolVod', 'schoolVod', t('校园点播', 'School videos'), 'PlaySquareOutlined', {
    access: 'customerAdmin',
    children: [
      menu(
        'videoTypeList/:product?',
        'schoolVideoTypeList',
        t('视频分类', 'Video categories'),
        'TagsOutlined',
      ),
      menu('videoList/:product?', 'schoolVideoList', t('视频列表', 'Videos'), 'VideoCameraOutlined'),
      hidden('videoListInfo/:product?/:id', 'schoolVideoListInfo', t('视频详情', 'Video details')),
    ],
  }),
  menu('/schoolQA', 'schoolQa', t('校园问答', 'School Q&A'), 'QuestionCircleOutlined', {
    // The staff answer the questions (restricted members see none).
    access: 'staff',
    children: [
      menu('QA', 'schoolQaList', t('问答列表', 'Questions'), 'UnorderedListOutlined'),
      hidden('QADetail/:id', 'schoolQaDetail', t('问答详情', 'Question details')),
    ],
  }),
  menu('/document', 'document', t('文档管理', 'Documents'), 'FileTextOutlined', {
    // The staff read the published documents in the centre; administrators write them (the
    // documents' API: the staff view, administrators create, change, publish and delete).
    access: 'staff',
    children: [
      menu('index', 'documentIndex', t('文档中心', 'Document centre'), 'FolderOpenOutlined'),
      menu('list', 'documentList', t('文档列表', 'Document list'), 'UnorderedListOutlined', {
        access: 'customerAdmin',
      }),
      hidden('detail/:id', 'documentDetail', t('文档详情', 'Document details'), { access: 'customerAdmin' }),
    ],
  }),
  menu('/gateway', 'gateway', t('应用网关', 'Application gateway'), 'GatewayOutlined', {
    access: 'customerAdmin',
    children: [
      menu('gatewayManage', 'gatewayManage', t('网关管理', 'Gateways'), 'GatewayOutlined', {
        children: [
          hidden('detail/:id', 'gatewayDetail', t('网关详情', 'Gateway details')),
          hidden('userList/:id', 'gatewayUserList', t('网关用户', 'Gateway users')),
          hidden('detail/:serviceId/:id', 'gatewayUserDetail', t('网关用户详情', 'Gateway user details')),
        ],
      }),
    ],
  }),
  menu('/appUser', 'appUser', t('应用用户', 'Application users'), 'UsergroupAddOutlined', {
    access: 'customerAdmin',
    children: [
      menu('gatewayUser', 'gatewayUser', t('网关应用用户', 'Gateway application users'), 'UserOutlined', {
        children: [hidden('detail/:id', 'gatewayUserInfo', t('用户详情', 'User details'))],
      }),
    ],
  }),
  menu('/appService', 'appService', t('应用服务', 'Application services'), 'ApiOutlined', {
    access: 'customerAdmin',
    children: [menu('appServiceManage', 'appServiceManage', t('服务管理', 'Services'), 'CloudOutlined')],
  }),
  menu('/appServiceUser', 'appServiceUser', t('服务用户', 'Service users'), 'UserSwitchOutlined', {
    access: 'customerAdmin',
    children: [
      menu(
        'appServiceUserManage',
        'appServiceUserManage',
        t('服务用户管理', 'Service users'),
        'TeamOutlined',
      ),
      menu(
        'appServiceUserAudit',
        'appServiceUserAudit',
        t('服务用户审核', 'Service user approvals'),
        'AuditOutlined',
      ),
    ],
  }),
  // AI compute servers are the company's devices (ADR 0035); their upgrade packages are the
  // cloud administrators' (ADR 0032).
  menu('/AIServices', 'aiServices', t('AI服务', 'AI services'), 'RobotOutlined', {
    access: 'customerAdmin',
    children: [
      menu('computilityManage', 'computilityManage', t('算力管理', 'Computing power'), 'ThunderboltOutlined'),
      // The upgrade packages' API is cloudAdmin's (ADR 0032): the page is where that API is.
      menu('serverUpgrade', 'aiServerUpgrade', t('服务升级', 'Service upgrades'), 'CloudUploadOutlined', {
        access: { roles: CLOUD_ADMIN },
      }),
    ],
  }),
  collaborationGroup(
    '/mcMeetingManage',
    'mcMeetingManage',
    COLLABORATION_TITLES.meeting.group,
    'VideoCameraOutlined',
    { list: 'mc_meetingList', edit: 'mc_meetingEditInfo', record: 'mc_meetingRecord' },
    { list: 'mcMeetingList', edit: 'mcMeetingEditInfo', record: 'mcMeetingRecord' },
    COLLABORATION_TITLES.meeting,
  ),
  collaborationGroup(
    '/mcliveManage',
    'mcLiveManage',
    COLLABORATION_TITLES.live.group,
    'PlayCircleOutlined',
    { list: 'mc_liveList', edit: 'mc_liveEditInfo', record: 'mc_liveRecord' },
    { list: 'mcLiveList', edit: 'mcLiveEditInfo', record: 'mcLiveRecord' },
    COLLABORATION_TITLES.live,
  ),
  collaborationGroup(
    '/mcVisitManage',
    'mcVisitManage',
    COLLABORATION_TITLES.visit.group,
    'HeartOutlined',
    { list: 'mc_visitList', edit: 'mc_visitEditInfo', record: 'mc_visitRecord' },
    { list: 'mcVisitList', edit: 'mcVisitEditInfo', record: 'mcVisitRecord' },
    COLLABORATION_TITLES.visit,
  ),
  collaborationGroup(
    '/mcWardManage',
    'mcWardManage',
    COLLABORATION_TITLES.ward.group,
    'MedicineBoxOutlined',
    { list: 'mc_wardList', edit: 'mc_wardEditInfo', record: 'mc_wardRecord' },
    { list: 'mcWardList', edit: 'mcWardEditInfo', record: 'mcWardRecord' },
    COLLABORATION_TITLES.ward,
  ),
  menu('/mcVirtualCockpit', 'mcVirtualCockpit', t('虚拟驾驶舱', 'Virtual cockpit'), 'AimOutlined', {
    // The staff follow the calls and read the groups and phrases; administrators shape them (ADR 0037).
    access: 'staff',
    children: [
      menu(
        'mc_virtualCockpitCallGroup',
        'mcVirtualCockpitCallGroup',
        t('呼叫组', 'Call groups'),
        'PhoneOutlined',
      ),
      hidden(
        'mc_virtualCockpitCallGroupInfo/:id',
        'mcVirtualCockpitCallGroupInfo',
        t('呼叫组详情', 'Call group details'),
      ),
      menu('vcCallLogHistory', 'vcCallLogHistory', t('通话记录', 'Call history'), 'HistoryOutlined'),
      menu('mc_chatTerminology', 'mcChatTerminology', t('常用语', 'Quick phrases'), 'CommentOutlined'),
    ],
  }),
  collaborationGroup(
    '/mcOperationManage',
    'mcOperationManage',
    COLLABORATION_TITLES.operation.group,
    'ScissorOutlined',
    { list: 'mc_operationList', edit: 'mc_operationEditInfo', record: 'mc_operationRecord' },
    { list: 'mcOperationList', edit: 'mcOperationEditInfo', record: 'mcOperationRecord' },
    COLLABORATION_TITLES.operation,
  ),
];

// ---------------------------------------------------------------------------------------------
// aiIcu: intensive-care monitoring (with its medical base data)

const aiIcuRoutes: RouteDef[] = [
  menu('/aiIcu', 'aiIcu', t('重症监护', 'Intensive care'), 'MonitorOutlined', {
    // The records and statistics are the ward staff's (the vitals of the patients they read).
    access: 'staff',
    children: [
      // The live wall of a ward's beds and its open alarms: the ward staff's first screen.
      menu(
        'centralStation',
        'centralStation',
        t('中央监护站', 'Central station'),
        'FundProjectionScreenOutlined',
      ),
      // One bed on one screen, opened from its tile: vitals, camera, trends and care notes.
      hidden('bedMonitor/:id', 'bedMonitor', t('床旁监护', 'Bed screen')),
      // The configuration pages' APIs are the company administrators' (ADR 0014).
      menu('wardManagement', 'aiIcuWardManagement', t('病区管理', 'Wards'), 'HomeOutlined', {
        access: 'customerAdmin',
      }),
      menu(
        'monitoringIndicatorManagement',
        'monitoringIndicatorManagement',
        t('监测指标管理', 'Monitoring indicators'),
        'LineChartOutlined',
        { access: 'customerAdmin' },
      ),
      menu('bedManagement', 'aiIcuBedManagement', t('床位管理', 'Beds'), 'InsertRowAboveOutlined', {
        access: 'customerAdmin',
      }),
      menu(
        'criticalEquipmentManagement',
        'criticalEquipmentManagement',
        t('重症设备管理', 'Critical care equipment'),
        'MedicineBoxOutlined',
        { access: 'customerAdmin' },
      ),
      menu(
        'guardianshipRecords',
        'guardianshipRecords',
        t('监护记录', 'Monitoring records'),
        'ProfileOutlined',
      ),
      menu('qcStatistics', 'qcStatistics', t('质控统计', 'Quality control statistics'), 'BarChartOutlined'),
      hidden('qcStatisticsDetail/:id', 'qcStatisticsDetail', t('统计详情', 'Statistics details')),
      menu(
        'cameraMonitorSetting',
        'aiIcuCameraMonitorSetting',
        t('摄像头监护设置', 'Camera monitoring settings'),
        'CameraOutlined',
        { access: 'customerAdmin' },
      ),
    ],
  }),
  menu('/baseMedical', 'baseMedical', t('医疗基础数据', 'Medical base data'), 'DatabaseOutlined', {
    // Wards, beds and patients are read by the ward staff too (patients admitted by them); branches
    // and collection boxes are the company's administrators'.
    access: 'staff',
    children: [
      menu('branch', 'medicalBranch', t('院区管理', 'Hospital branches'), 'ApartmentOutlined', {
        access: 'customerAdmin',
      }),
      menu('wardManage', 'baseWardManage', t('病区管理', 'Wards'), 'HomeOutlined'),
      hidden('wardDetail/:id', 'baseWardDetail', t('病区详情', 'Ward details'), {
        children: [
          hidden('wardInfo', 'wardInfo', t('基本信息', 'Basic info')),
          hidden('wardMonitorSetting', 'wardMonitorSetting', INTENSIVE_CARE_SETTING, {
            requiresApp: 'aiIcu',
          }),
        ],
      }),
      menu('bedManage', 'baseBedManage', t('床位管理', 'Beds'), 'InsertRowAboveOutlined'),
      hidden('bedDetail/:id', 'baseBedDetail', t('床位详情', 'Bed details'), {
        children: [
          hidden('bedInfo', 'bedInfo', t('基本信息', 'Basic info')),
          hidden('bedMonitorSetting', 'bedMonitorSetting', INTENSIVE_CARE_SETTING, {
            requiresApp: 'aiIcu',
            access: 'customerAdmin',
          }),
        ],
      }),
      menu(
        'collectionBoxManage',
        'collectionBoxManage',
        t('采集盒管理', 'Collection boxes'),
        'InboxOutlined',
        { access: 'customerAdmin' },
      ),
      menu('basePatientManage', 'basePatientManage', t('患者管理', 'Patients'), 'ContactsOutlined'),
      hidden('patientDetail/:id', 'basePatientDetail', t('患者详情', 'Patient details')),
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// icu: ICU family visitation

const icuRoutes: RouteDef[] = [
  menu('/icu', 'icu', t('ICU探视', 'ICU visitation'), 'HeartOutlined', {
    // Patients, registrations and visits are the ward staff's work; wards, their visiting hours and
    // the notices to families are set by the company's administrators.
    access: 'staff',
    children: [
      menu('wardManage', 'icuWardManage', t('病区管理', 'Wards'), 'HomeOutlined', {
        access: 'customerAdmin',
      }),
      // One ward's settings; the tabs open the same page (`/icu/wardSettings/12/visitingHours`).
      hidden('wardSettings/:id', 'icuWardSettings', t('病区设置', 'Ward settings'), {
        access: 'customerAdmin',
        children: [
          hidden('basicInformation', 'icuWardBasicInformation', t('基本信息', 'Basic information')),
          hidden('visitingHours', 'icuWardVisitingHours', t('探视时间', 'Visiting hours')),
          hidden('bedManagement', 'icuWardBedManagement', t('床位管理', 'Beds')),
          hidden('wardEquipment', 'icuWardEquipment', t('病区设备', 'Ward equipment')),
          hidden(
            'visitationRoomEquipment',
            'icuVisitationRoomEquipment',
            t('探视室设备', 'Visiting room equipment'),
          ),
          hidden('visitationRegime', 'icuVisitationRegime', t('探视制度', 'Visiting rules')),
          hidden('accessControl', 'icuAccessControl', t('门禁管理', 'Access control')),
        ],
      }),
      menu('visitManage', 'icuVisitManage', t('探视管理', 'Visits'), 'CalendarOutlined'),
      menu('patientManage', 'icuPatientManage', t('患者管理', 'Patients'), 'ContactsOutlined'),
      // The patient page under /icu: a role may hold the ICU's menus without /baseMedical's, and a
      // route outside the held menus shows /401 (ADR 0014); the page is base medical's.
      hidden('patientDetail/:id', 'icuPatientDetail', t('患者详情', 'Patient details')),
      menu('registerRecord', 'icuRegisterRecord', t('登记记录', 'Registrations'), 'FormOutlined'),
      menu('templateManage', 'icuTemplateManage', t('通知模板', 'Notice templates'), 'FileTextOutlined', {
        access: 'customerAdmin',
      }),
      // Not in SPEC §2: what was sent to families from those templates (ADR 0018).
      menu('noticeRecord', 'icuNoticeRecord', t('通知记录', 'Notices'), 'NotificationOutlined', {
        access: 'customerAdmin',
      }),
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// ambulance: four groups, gated by role (SPEC §6)

const ambulanceRoutes: RouteDef[] = [
  menu('/ambulance/hospital', 'ambulanceHospital', t('急救医院', 'Hospitals'), 'BankOutlined', {
    roles: EDITOR,
    children: [
      menu('hospitalManage', 'hospitalManage', t('医院管理', 'Hospitals'), 'MedicineBoxOutlined'),
      menu(
        'hospitalAttributes',
        'hospitalAttributes',
        t('医院属性', 'Hospital attributes'),
        'ProfileOutlined',
      ),
      menu(
        'consultationManage',
        'ambulanceConsultationManage',
        t('会诊管理', 'Consultations'),
        'SolutionOutlined',
      ),
    ],
  }),
  menu('/ambulance/device', 'ambulanceDevice', t('急救设备', 'Ambulance devices'), 'CarOutlined', {
    roles: EDITOR,
    children: [
      menu('deviceManage', 'ambulanceDeviceManage', t('设备管理', 'Devices'), 'DesktopOutlined'),
      // The live map and replay of the fleet, opened from deviceManage (ADR 0040).
      hidden('liveMap', 'ambulanceLiveMap', t('实时地图', 'Live map')),
      menu(
        'deviceAttributes',
        'ambulanceDeviceAttributes',
        t('设备属性', 'Device attributes'),
        'ProfileOutlined',
      ),
      menu('deviceRecord', 'ambulanceDeviceRecord', t('设备记录', 'Device records'), 'HistoryOutlined'),
      menu('monitorManage', 'ambulanceMonitorManage', t('监护仪管理', 'Patient monitors'), 'MonitorOutlined'),
      menu('monitorList', 'ambulanceMonitorList', t('监护列表', 'Monitoring list'), 'UnorderedListOutlined'),
      menu(
        'medicalDeviceManage',
        'medicalDeviceManage',
        t('医疗设备管理', 'Medical devices'),
        'MedicineBoxOutlined',
      ),
      menu(
        'medicalDeviceInsert',
        'medicalDeviceInsert',
        t('医疗设备接入', 'Medical device onboarding'),
        'ApiOutlined',
      ),
      menu(
        'netWorkCameraSourceList',
        'ambulanceCameraSourceList',
        t('网络摄像头源', 'Network camera sources'),
        'CameraOutlined',
      ),
      menu(
        'netWorkCameraAttributes',
        'ambulanceCameraAttributes',
        t('网络摄像头属性', 'Network camera attributes'),
        'ProfileOutlined',
      ),
    ],
  }),
  menu('/ambulance/system', 'ambulanceSystem', t('急救系统', 'Ambulance system'), 'SettingOutlined', {
    roles: CLOUD_ADMIN,
    // Its APIs are the cloud administrators' too (ADR 0038).
    access: { roles: CLOUD_ADMIN },
    children: [
      menu('systemSetting', 'ambulanceSystemSetting', t('系统设置', 'System settings'), 'ControlOutlined'),
      menu('functionManage', 'ambulanceFunctionManage', t('功能管理', 'Features'), 'AppstoreOutlined'),
      menu('interfaceLog', 'ambulanceInterfaceLog', t('接口日志', 'API logs'), 'FileSearchOutlined'),
      menu('authorizeManage', 'ambulanceAuthorizeManage', t('授权管理', 'Authorisations'), 'KeyOutlined'),
      menu(
        'transmitServerManage',
        'transmitServerManage',
        t('转发服务器', 'Relay servers'),
        'CloudServerOutlined',
      ),
      hidden('transmitServerInfo', 'transmitServerInfo', t('转发服务器详情', 'Relay server details')),
    ],
  }),
  menu('/ambulance/task', 'ambulanceTask', t('急救任务', 'Ambulance tasks'), 'AlertOutlined', {
    roles: EDITOR,
    children: [
      menu('taskManage', 'ambulanceTaskManage', t('任务管理', 'Tasks'), 'ScheduleOutlined'),
      // One task's page (`?id=`): timeline, moves, live map, ETA, vitals (ADR 0045).
      hidden('taskDetail', 'ambulanceTaskDetail', t('任务详情', 'Task details')),
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// the single-group applications

const streamMonitorRoutes: RouteDef[] = [
  menu('/streamMonitor', 'streamMonitor', t('监控流监看', 'Stream monitoring'), 'EyeOutlined', {
    children: [menu('streaming', 'streaming', t('实时监看', 'Live view'), 'FundViewOutlined')],
  }),
];

const consultationRoutes: RouteDef[] = [
  collaborationGroup(
    '/mcConsultationManage',
    'mcConsultationManage',
    COLLABORATION_TITLES.consultation.group,
    'SolutionOutlined',
    { list: 'mc_ConsultationList', edit: 'mc_consultationEditInfo', record: 'mc_ConsultationRecord' },
    { list: 'mcConsultationList', edit: 'mcConsultationEditInfo', record: 'mcConsultationRecord' },
    COLLABORATION_TITLES.consultation,
  ),
];

const surgicalTeachingRoutes: RouteDef[] = [
  menu('/opOperationManage', 'opOperationManage', t('手术示教', 'Surgical teaching'), 'ExperimentOutlined', {
    // The staff watch and mark the courses and read the rest; administrators shape it (ADR 0042).
    access: 'staff',
    children: [
      menu('op_organ', 'opOrgan', t('机构管理', 'Organisations'), 'ApartmentOutlined', {
        children: [hidden('op_organEditInfo', 'opOrganEditInfo', t('编辑机构', 'Edit organisation'))],
      }),
      menu('op_courses', 'opCourses', t('课程管理', 'Courses'), 'BookOutlined', {
        children: [
          hidden('op_coursesEditInfo', 'opCoursesEditInfo', t('编辑课程', 'Edit course')),
          hidden('playVideo', 'opPlayVideo', t('播放视频', 'Play video')),
        ],
      }),
      menu('op_device', 'opDevice', t('示教设备', 'Teaching devices'), 'DesktopOutlined'),
      menu('op_markIcon', 'opMarkIcon', t('标记图标', 'Marker icons'), 'FlagOutlined'),
      menu('departmentManage', 'opDepartmentManage', t('科室管理', 'Departments'), 'PartitionOutlined'),
    ],
  }),
];

const monitorRoutes: RouteDef[] = [
  menu('/roomMonitor', 'roomMonitorGroup', t('会议室监控', 'Room monitoring'), 'FundViewOutlined', {
    access: 'customerAdmin',
    children: [menu('roomMonitor', 'roomMonitor', t('会议室监控', 'Room monitoring'), 'FundViewOutlined')],
  }),
  menu('/terminalMonitor', 'terminalMonitor', t('终端监控', 'Terminal monitoring'), 'DesktopOutlined', {
    access: 'customerAdmin',
    children: [
      menu('terminal', 'terminal', t('终端列表', 'Terminals'), 'LaptopOutlined'),
      menu('terminalStream', 'terminalStream', t('终端流', 'Terminal streams'), 'PlaySquareOutlined'),
      menu(
        'terminalStreamSetting',
        'terminalStreamSetting',
        t('终端流设置', 'Stream settings'),
        'ControlOutlined',
      ),
      menu('terminalStreamGroup', 'terminalStreamGroup', t('终端流分组', 'Stream groups'), 'GroupOutlined'),
      hidden(
        'monitorAccountInfo/:accountName/:accountId/:customerId',
        'monitorAccountInfo',
        t('监控账号详情', 'Monitored account details'),
      ),
    ],
  }),
];

/** SPEC §2 route catalogue, one entry per application key of `APPLICATION_CATALOGUE`. */
export const ROUTE_CATALOGUE: readonly AppRoutes[] = [
  defineApp(DEFAULT_APP_KEY, platformRoutes),
  defineApp('aiIcu', aiIcuRoutes),
  defineApp('icu', icuRoutes),
  defineApp('ambulance', ambulanceRoutes),
  defineApp('streamMonitor', streamMonitorRoutes),
  defineApp('consultation', consultationRoutes),
  defineApp('surgicalTeaching', surgicalTeachingRoutes),
  defineApp(MONITOR_APP_KEY, monitorRoutes),
];

// ---------------------------------------------------------------------------------------------
// helpers (pure)

/** A catalogue node with its application; `appKey` is null for `FIXED_ROUTES`. */
export interface CatalogueEntry extends RouteEntry {
  appKey: string | null;
}

/** Every node of the catalogue, depth-first, application by application. */
export function flattenCatalogue(catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const app of catalogue)
    walkRoutes(app.routes, (entry) => void entries.push({ ...entry, appKey: app.appKey }));
  return entries;
}

/** Looks a route up by its unique name in the catalogue, then in `FIXED_ROUTES`. */
export function findRouteByName(
  name: string,
  catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE,
): CatalogueEntry | undefined {
  const found = flattenCatalogue(catalogue).find((entry) => entry.route.name === name);
  if (found) return found;
  let fixed: CatalogueEntry | undefined;
  walkRoutes(FIXED_ROUTES, (entry) => {
    if (!fixed && entry.route.name === name) fixed = { ...entry, appKey: null };
  });
  return fixed;
}

/** The routes of one application, or an empty list for an unknown key (SPEC: some lists are empty). */
export function routesForApp(appKey: string, catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE): RouteDef[] {
  return catalogue.find((app) => app.appKey === appKey)?.routes ?? [];
}

/**
 * SPEC §2: an application's routes, and the per-application settings tabs, exist only when that
 * application key is enabled for the user. Returns a pruned copy; the catalogue is not touched.
 */
export function catalogueForApps(
  enabledAppKeys: Iterable<string>,
  catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE,
): AppRoutes[] {
  const enabled = new Set(enabledAppKeys);
  const prune = (routes: readonly RouteDef[]): RouteDef[] =>
    routes
      .filter((route) => route.requiresApp === undefined || enabled.has(route.requiresApp))
      .map((route) => (route.children ? { ...route, children: prune(route.children) } : { ...route }));
  return catalogue
    .filter((app) => enabled.has(app.appKey))
    .map((app) => ({ appKey: app.appKey, routes: prune(app.routes) }));
}

/** i18n messages `route.{name}` for every catalogue and fixed route. */
export function routeTitleMessages(
  catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE,
): Record<string, { zh: string; en: string }> {
  const messages: Record<string, { zh: string; en: string }> = {};
  const add = (entry: RouteEntry) => {
    messages[`route.${entry.route.name}`] = { ...entry.route.title };
  };
  walkRoutes(FIXED_ROUTES, add);
  for (const app of catalogue) walkRoutes(app.routes, add);
  return messages;
}

/** Route name -> the access rule of its page, for menus that stand for catalogue routes (ADR 0014). */
export function accessByRouteName(
  catalogue: readonly AppRoutes[] = ROUTE_CATALOGUE,
): ReadonlyMap<string, AccessRule> {
  return new Map(
    flattenCatalogue(catalogue).map((entry) => [entry.route.name, entry.route.access ?? 'signedIn']),
  );
}
