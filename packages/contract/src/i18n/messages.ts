import type { Language } from '../constants';

/**
 * Messages the server sends in `errInfo` and the console shows for validation failures.
 * Keys are what schemas and domain errors carry; both languages are complete (a test checks).
 */
export const MESSAGES = {
  'validation.required': { zh: '不能为空', en: 'is required' },
  'validation.invalid': { zh: '格式不正确', en: 'is not valid' },
  'validation.invalidType': { zh: '类型不正确', en: 'has the wrong type' },
  'validation.unknownField': { zh: '不允许的字段', en: 'is not an allowed field' },
  'validation.integer': { zh: '必须是整数', en: 'must be a whole number' },
  'validation.min': { zh: '小于允许的最小值', en: 'is below the minimum' },
  'validation.max': { zh: '超过允许的长度或最大值', en: 'is too long or too large' },
  'validation.enum': { zh: '不是允许的选项', en: 'is not one of the allowed options' },
  'validation.templatePlaceholder': {
    zh: '只能使用 {family} {patient} {ward} {bed} {time} {reason} {code} 这些变量',
    en: 'may name only {family} {patient} {ward} {bed} {time} {reason} {code}',
  },
  'validation.flag': { zh: '只能是 0 或 1', en: 'must be 0 or 1' },
  'validation.sort': { zh: '排序参数不正确', en: 'is not a valid sort' },
  'validation.passwordMin6': { zh: '密码至少 6 位', en: 'Password must be at least 6 characters' },
  'validation.passwordMin8': { zh: '密码至少 8 位', en: 'Password must be at least 8 characters' },
  'validation.passwordChars': {
    zh: '密码只能包含数字、字母和特殊字符',
    en: 'Password may contain only digits, letters and special characters',
  },
  'validation.passwordCommon': {
    zh: '密码过于常见，容易被猜到，请换一个',
    en: 'This password is too common and easy to guess: choose another',
  },
  'validation.passwordIsAccount': {
    zh: '密码不能与账号相同',
    en: 'The password must differ from the account',
  },
  'validation.passwordsDiffer': { zh: '两次输入的密码不一致', en: 'The two passwords differ' },
  'validation.passwordSameAsOld': {
    zh: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
  },
  'validation.menuPath': { zh: '路径格式不正确', en: 'Path is not well formed' },
  'validation.routeName': {
    zh: '路由名只能包含字母、数字和下划线',
    en: 'Route name may contain only letters, digits and underscores',
  },
  'validation.appKey': {
    zh: '应用标识只能包含字母、数字和下划线，并以字母开头',
    en: 'Application key must start with a letter and contain only letters, digits and underscores',
  },
  'validation.numericAccount': {
    zh: '账号不能为空且只能为数字',
    en: 'Account cannot be empty and must be numeric',
  },
  'validation.macAddress': { zh: 'MAC 地址格式不正确', en: 'Invalid MAC address' },
  'validation.companyAccount': {
    zh: '企业账号只能包含字母、数字和下划线',
    en: 'Account may contain only letters, digits and underscores',
  },
  'validation.applyCode': { zh: '申请码为 8 位字母或数字', en: 'Apply code is 8 letters or digits' },
  'validation.phone': { zh: '请输入正确的电话号码', en: 'Enter a valid phone number' },
  'validation.email': { zh: '请输入正确的邮箱地址', en: 'Enter a valid email address' },
  'validation.storageMin': { zh: '分配的存储空间至少 10G', en: 'Allocated storage must be at least 10 GB' },
  'validation.username': { zh: '用户名为 2-10 位字母或数字', en: 'Username is 2-10 letters or digits' },
  'validation.realName': {
    zh: '真实姓名只能是汉字或字母，词之间可用一个空格或间隔号（·）',
    en: 'Real name may contain only Chinese characters or letters, with one space or middle dot (·) between words',
  },
  'validation.roleName': { zh: '角色名称最多 8 个字符', en: 'Role name is at most 8 characters' },
  'validation.sortDigits': { zh: '排序最多 8 位数字', en: 'Sort is at most 8 digits' },
  'validation.permissionRequired': { zh: '请至少选择一个菜单', en: 'Choose at least one menu' },
  'error.validation': { zh: '提交的数据有误', en: 'The submitted data is not valid' },
  'error.badRequest': { zh: '请求格式不正确', en: 'The request is malformed' },
  'error.sessionExpired': { zh: '登录时间已过期，请重新登录', en: 'Login time expired, please log in again' },
  'error.wrongCredentials': { zh: '账号或密码错误', en: 'Incorrect account or password' },
  'error.wrongPassword': { zh: '密码错误', en: 'Incorrect password' },
  'error.accountDisabled': { zh: '账号已停用', en: 'This account is disabled' },
  'error.captchaRequired': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'error.captchaWrong': { zh: '验证码错误', en: 'Incorrect verification code' },
  'error.captchaExpired': {
    zh: '验证码已过期或已使用，请刷新',
    en: 'The verification code has expired or was used; refresh it',
  },
  'error.tooManyAttempts': {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed logins; try again in {minutes} minutes',
  },
  'error.loginDelayed': {
    zh: '登录失败次数过多，请 {seconds} 秒后再试',
    en: 'Too many failed logins; try again in {seconds} seconds',
  },
  'error.passwordChangeRequired': { zh: '请先修改初始密码', en: 'Change your initial password first' },
  'error.forbidden': { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  'error.notFound': { zh: '数据不存在', en: 'Not found' },
  'error.routeNotFound': { zh: '接口不存在', en: 'No such endpoint' },
  'error.internal': { zh: '服务器内部错误', en: 'Internal Server Error' },
  'error.accountExists': { zh: '账号已存在', en: 'account already exists' },
  'error.appKeyExists': { zh: '应用标识已存在', en: 'An application with this key already exists' },
  'error.appInUse': {
    zh: '应用已被企业启用，不能删除',
    en: 'The application is enabled for a company and cannot be removed',
  },
  'error.menuHasChildren': { zh: '请先删除子菜单', en: 'Delete the sub-menus first' },
  'error.menuParentInvalid': {
    zh: '上级菜单不存在或属于其他应用',
    en: 'The parent menu does not exist or belongs to another application',
  },
  'error.menuCycle': {
    zh: '菜单不能挂在自己或其子菜单下',
    en: 'A menu cannot be placed under itself or its sub-menus',
  },
  'error.systemMenu': { zh: '系统菜单不能删除', en: 'A system menu cannot be deleted' },
  'error.transitionNotAllowed': {
    zh: '当前状态不允许此操作',
    en: 'This action is not allowed in the current state',
  },
  'error.importFileType': { zh: '只能导入 xls 或 xlsx 文件', en: 'Only xls or xlsx files can be imported' },
  'error.importEmpty': { zh: '文件中没有数据行', en: 'The file has no data rows' },
  'error.importInvalid': {
    zh: '文件中有不合格的行，未导入任何数据',
    en: 'Some rows are invalid; nothing was imported',
  },
  'error.importTooLarge': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
  'error.importInvalidFile': { zh: '不是有效的 xls/xlsx 文件', en: 'not a valid xls/xlsx file' },
  'error.importUnpackedTooLarge': {
    zh: '文件解压后超过 {max}，请拆分为较小的文件',
    en: 'The file unpacks to more than {max}; split it into smaller files',
  },
  'error.importTooManyCells': {
    zh: '文件超过 {max} 个单元格，请拆分为较小的文件',
    en: 'The file has more than {max} cells; split it into smaller files',
  },
  'error.storageExceeds': {
    zh: '设置的存储空间超出可用空间（可用 {available}G）',
    en: 'storage exceeds available space ({available} GB available)',
  },
  'error.companyHasDevices': {
    zh: '该企业下还有 {count} 台设备，请先删除设备',
    en: 'The company has {count} device(s); delete them first',
  },
  'error.maxDevicesBelowCount': {
    zh: '该企业已有 {count} 台设备，最大设备数不能小于 {count}',
    en: 'The company already has {count} device(s); max devices cannot be less than {count}',
  },
  'error.platformOrg': { zh: '平台组织不能删除', en: 'The platform organisation cannot be deleted' },
  'error.roleNameExists': { zh: '角色名称已存在', en: 'A role with this name already exists' },
  'error.roleInUse': {
    zh: '角色正在被用户使用，不能删除',
    en: 'Users still hold this role; it cannot be deleted',
  },
  'error.menuNotAllowed': {
    zh: '包含不存在或无权分配的菜单',
    en: 'Some menus do not exist or cannot be granted',
  },
  'error.avatarUpload': {
    zh: '头像须为在此上传的 PNG 图片，不超过 2 MB',
    en: 'The avatar must be a PNG image of at most 2 MB uploaded here',
  },
  'error.appNotFound': { zh: '应用不存在', en: 'No such application' },
  'error.customerNotFound': { zh: '企业不存在', en: 'No such company' },
  'error.companyPlatformOnly': {
    zh: '只有平台管理员可以选择所属企业',
    en: 'Only a platform administrator can choose the company',
  },
  'error.appNotEnabled': {
    zh: '该企业未启用此应用',
    en: 'This application is not enabled for the company',
  },
  'error.deviceModuleNotFound': {
    zh: '包含不存在的设备模块',
    en: 'Some device modules do not exist',
  },
  'error.deviceQuotaReached': {
    zh: '设备数量已达到企业上限（{max} 台），不能再添加',
    en: 'The company has reached its device limit ({max}); no more devices can be added',
  },
  'error.deviceAccountNotFound': { zh: '设备账号不存在', en: 'No such device account' },
  'error.sourceTypeExists': {
    zh: '该类型的输入源已存在，取消添加',
    en: 'this source type already exists, cancel add',
  },
  'error.primarySourceDisable': {
    zh: '该输入源为主输入源，请先更换主输入源再停用',
    en: 'the source is the main source, change main source before disabling',
  },
  'error.primarySourceRequired': {
    zh: '每个设备必须有一个主输入源，请把其他输入源设为主输入源',
    en: 'A device needs one main source; make another source the main one instead',
  },
  // members
  'validation.rejectReason': { zh: '请填写驳回原因', en: 'Give a reason for the rejection' },
  'error.memberNotFound': { zh: '成员不存在', en: 'No such member' },
  'error.applyCodeUnknown': { zh: '申请码无效', en: 'No company has this apply code' },
  'error.approvalPending': {
    zh: '该账号已有待审批的申请',
    en: 'This account already has a request waiting for approval',
  },
  'error.approvalDecided': { zh: '该申请已处理', en: 'This request has already been decided' },
  'error.approvalExpired': {
    zh: '申请已过期，不能同意',
    en: 'This request has expired and can no longer be agreed',
  },
  'error.friendNotFound': { zh: '该好友不存在', en: 'No such contact' },
  // uploads and layout templates (SPEC §5, §8 'upload cancelled or failed')
  'error.uploadFailed': { zh: '上传取消或失败', en: 'upload cancelled or failed' },
  'error.uploadMissing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'error.uploadEmpty': { zh: '文件为空', en: 'The file is empty' },
  'error.uploadType': { zh: '只能上传 {types} 文件', en: 'Only {types} files can be uploaded' },
  'error.uploadTooLarge': { zh: '文件不能超过 {max}', en: 'The file must not exceed {max}' },
  'error.storageQuota': {
    zh: '企业存储空间已满（共 {quota}），请删除不用的文件或申请更多空间',
    en: 'The company’s storage is full ({quota} allowed); remove unused files or ask for more storage',
  },
  'error.uploadDamaged': {
    zh: '图片不完整或已损坏，请重新导出后上传',
    en: 'The image is incomplete or damaged; export it again and upload it',
  },
  'error.uploadDimensions': {
    zh: '图片尺寸必须为 {width}×{height} 像素',
    en: 'The image must be exactly {width}×{height} pixels',
  },
  'error.layoutBackground': {
    zh: '背景必须是上传的 1920×1080 PNG 图片',
    en: 'The background must be an uploaded 1920×1080 PNG image',
  },
  'validation.layoutAreaRequired': { zh: '至少需要一个区域', en: 'At least one area is required' },
  'validation.layoutMainRequired': { zh: '必须设置一个主区域', en: 'main area required' },
  'validation.layoutOneMain': { zh: '只能有一个主区域', en: 'only one main area' },
  'validation.layoutOverlap': { zh: '区域重叠', en: 'areas overlap' },
  'validation.layoutOutside': { zh: '区域超出画布', en: 'area outside the canvas' },
  'validation.layoutAreaSize': {
    zh: '区域位置和大小必须是整数像素，宽高至少 1',
    en: 'Area position and size must be whole pixels, at least 1 wide and high',
  },
  'validation.layoutTooManyAreas': { zh: '区域最多 36 个', en: 'At most 36 areas' },
  // device catalogue (cameras, groups, video groups, modules, UI URLs, converged meetings)
  'error.cameraNameExists': { zh: '摄像头名称已存在', en: 'A camera with this name already exists' },
  'error.groupNameExists': { zh: '分组名称已存在', en: 'A group with this name already exists' },
  'error.liveNameExists': { zh: '直播名称已存在', en: 'A live stream with this name already exists' },
  'error.liveNoStreamServer': {
    zh: '未配置直播服务器（LIVE_RTMP_URL），无法开始直播',
    en: 'No stream server is configured (LIVE_RTMP_URL): a live stream cannot start',
  },
  'error.liveRecordingNotFound': { zh: '录制不存在', en: 'The recording does not exist' },
  'error.liveConvertNotEnded': {
    zh: '直播结束后才能转为点播',
    en: 'A recording can be converted to a video only after the live stream has ended',
  },
  'error.liveConvertNotReady': {
    zh: '该录制不可转换（仍在录制或已失败）',
    en: 'This recording cannot be converted (it is still recording or has failed)',
  },
  'error.liveCategoryNotFound': { zh: '点播分类不存在', en: 'The video category does not exist' },
  'error.liveKickPublisher': {
    zh: '不能踢出推流端，请结束直播',
    en: 'The publisher cannot be kicked: end the live stream instead',
  },
  'error.liveClientNotFound': { zh: '该观看端已不在线', en: 'This reader is no longer connected' },
  'error.liveEnded': {
    zh: '直播已结束，不能再加入或发言',
    en: 'This live stream has ended: it can no longer be joined or chatted in',
  },
  'error.livePassword': { zh: '直播密码错误', en: 'Wrong live password' },
  'error.liveNotJoined': { zh: '请先加入直播', en: 'Join the live stream first' },
  'error.liveChatBanned': {
    zh: '您已被禁止在此直播中发言',
    en: 'You have been banned from chatting in this live stream',
  },
  'error.liveCheckInOff': { zh: '此直播未开启签到', en: 'Check-in is not on for this live stream' },
  'error.liveCheckedIn': { zh: '您已签到', en: 'You have already checked in' },
  'error.liveNotViewer': {
    zh: '此终端不能观看该直播（不是直播终端，且直播未公开）',
    en: 'This terminal may not watch this live stream (not one of its terminals, and the stream is not public)',
  },
  'error.liveInviteCode': { zh: '邀请码错误', en: 'Wrong invite code' },
  'error.liveMessageState': {
    zh: '该消息已处理',
    en: 'This message has already been handled',
  },
  'error.liveFileUpload': {
    zh: '请上传共享文件（JPG 或 PNG，不超过 500 KB）',
    en: 'Upload the shared file (JPG or PNG, at most 500 KB) here first',
  },
  'error.moduleKeyExists': { zh: '模块标识已存在', en: 'A module with this key already exists' },
  'error.productIdExists': { zh: '产品 ID 已存在', en: 'This product id is already used' },
  'error.moduleInUse': {
    zh: '模块正在被设备使用，不能删除',
    en: 'Devices still use this module; it cannot be deleted',
  },
  'error.nameExists': { zh: '名称已存在', en: 'This name is already used' },
  'error.serverNotFound': { zh: '服务器不存在', en: 'No such server' },
  'error.serverSelectedMeanwhile': {
    zh: '同时有另一台服务器被选用，请刷新后重试',
    en: 'Another server was selected at the same time; reload and try again',
  },
  'error.serverNotSelectable': {
    zh: '只有点播类型的流媒体服务器可以选用',
    en: 'Only a VOD stream server can be selected',
  },
  // Switch values in exported files (a switch without words of its own).
  'value.yes': { zh: '是', en: 'Yes' },
  'value.no': { zh: '否', en: 'No' },
  'error.alreadyExists': { zh: '该记录已存在', en: 'This record already exists' },
  'error.stillInUse': {
    zh: '该记录正在被使用或引用的记录不存在',
    en: 'This record is still in use, or a record it refers to no longer exists',
  },
  'error.terminalNotFound': {
    zh: '终端不存在或不属于本企业',
    en: 'The terminal does not exist or belongs to another company',
  },
  'error.cameraNotFound': {
    zh: '摄像头不存在或不属于本企业',
    en: 'The camera does not exist or belongs to another company',
  },
  'error.icuNotEnabled': {
    zh: '本企业未启用 ICU 探视应用',
    en: 'ICU family visitation is not enabled for this company',
  },
  'validation.ipAddress': {
    zh: 'IP 地址错误：请输入 IPv4 地址或域名',
    en: 'IP address error: enter an IPv4 address or a host name',
  },
  'validation.port': { zh: '端口范围为 1-65535', en: 'Port must be between 1 and 65535' },
  'validation.ipv4': {
    zh: 'IP 地址错误：请输入 IPv4 地址，如 192.168.1.10',
    en: 'IP address error: enter an IPv4 address such as 192.168.1.10',
  },
  'validation.portRange': {
    zh: '端口范围需同时填写起止端口，且起始端口不大于结束端口',
    en: 'A port range needs both ends, and its start may not be after its end',
  },

  'validation.httpUrl': {
    zh: '请输入 http:// 或 https:// 开头的地址',
    en: 'Enter an address starting with http:// or https://',
  },
  'validation.streamPath': {
    zh: '码流地址应为以 / 开头的路径或 rtsp:// 地址',
    en: 'Stream must be a path starting with / or an rtsp:// address',
  },
  'validation.time': { zh: '时间格式为 HH:mm', en: 'Time must be written HH:mm' },
  'validation.visitPeriod': {
    zh: '结束时间必须晚于开始时间',
    en: 'The end time must be after the start time',
  },
  'validation.visitPeriodRequired': {
    zh: '允许探视时请填写探视日和时段',
    en: 'Choose the visiting days and hours when visiting is allowed',
  },
  'validation.moduleKey': {
    zh: '标识只能包含字母、数字和下划线',
    en: 'Key may contain only letters, digits and underscores',
  },
  'validation.digits': { zh: '只能输入数字', en: 'may contain only digits' },
  'validation.cellsExceedSplit': {
    zh: '画面数量不能超过分屏数',
    en: 'There are more sources than cells in the split',
  },
  'validation.cellDuplicate': {
    zh: '同一个画面源只能添加一次',
    en: 'A source can be shown only once',
  },
  'validation.streamAddress': {
    zh: '请输入 rtmp://、rtsp://、srt://、http(s):// 或 ws(s):// 开头的流地址',
    en: 'Enter a stream address starting with rtmp://, rtsp://, srt://, http(s):// or ws(s)://',
  },
  'error.streamSourceNotFound': {
    zh: '视频源不存在或不属于本企业',
    en: 'The video source does not exist or belongs to another company',
  },
  'error.sourceOfOtherTerminal': {
    zh: '只能选择本终端的视频源',
    en: 'Choose one of this terminal’s own video sources',
  },
  // device account tabs: screen layout, live settings, visit settings, avatar
  'error.visitSettingExists': {
    zh: '该对象已有探视设置',
    en: 'This camera, member or device already has visit settings',
  },
  'error.visitSubjectNotFound': {
    zh: '摄像头、成员或设备不存在或不属于本企业',
    en: 'The camera, member or device does not exist or belongs to another company',
  },
  'error.layoutTemplateNotFound': {
    zh: '布局模板不存在或不属于本企业',
    en: 'The layout template does not exist or belongs to another company',
  },
  'error.layoutSourceNotFound': {
    zh: '输入源不存在或不属于该设备',
    en: 'The video source does not exist or belongs to another device',
  },
  'validation.layoutNoSuchArea': {
    zh: '模板中没有这个区域',
    en: 'The template has no such area',
  },
  'validation.layoutScreen': {
    zh: '屏幕序号超出设备的屏幕数',
    en: 'The screen is beyond the device’s screen count',
  },
  'validation.layoutScreenTwice': {
    zh: '每个屏幕只能设置一个布局',
    en: 'Each screen can have only one layout',
  },
  'validation.layoutAreaTwice': {
    zh: '每个区域只能放一个输入源',
    en: 'Each area can show only one source',
  },
  'validation.pushUrl': {
    zh: '推流地址应以 rtmp://、rtmps:// 或 srt:// 开头',
    en: 'The push address must start with rtmp://, rtmps:// or srt://',
  },
  'validation.streamName': {
    zh: '流名称只能包含字母、数字、下划线和短横线',
    en: 'Stream name may contain only letters, digits, underscores and dashes',
  },
  'validation.liveTargetRequired': {
    zh: '开启直播时请填写推流地址和流名称',
    en: 'Give the push address and stream name when live streaming is on',
  },
  'error.deviceAvatar': {
    zh: '设备头像须为本企业上传的 PNG 图片，不超过 5 MB',
    en: 'The device avatar must be a PNG image of at most 5 MB uploaded by this company',
  },
  // Base medical data (branches, wards, beds, collection boxes, patients)
  'error.branchNotFound': {
    zh: '院区不存在或不属于本企业',
    en: 'The branch does not exist or belongs to another company',
  },
  'validation.periodEndBeforeStart': { zh: '结束时间须晚于开始时间', en: 'must be later than the start' },
  'validation.periodsOverlap': {
    zh: '同一天的探视时段不能重叠',
    en: 'Visiting periods of the same weekday must not overlap',
  },
  'error.registrationNotFound': {
    zh: '探视登记不存在或不属于本企业',
    en: 'The registration does not exist or belongs to another company',
  },
  'error.registrationNotPending': {
    zh: '只有待审核的登记可以审核',
    en: 'Only a pending registration can be approved or rejected',
  },
  'error.registrationNotApproved': {
    zh: '登记尚未通过审核，不能预约探视',
    en: 'The registration has not been approved; no visit can be booked for it',
  },
  'error.visitPatientNotAllowed': {
    zh: '该患者当前不允许探视',
    en: 'Visiting is not allowed for this patient',
  },
  'error.visitPatientNotAdmitted': {
    zh: '该患者未在床，不能预约探视',
    en: 'The patient is not admitted to a bed; no visit can be booked',
  },
  'error.visitOutsidePeriods': {
    zh: '预约时间不在病区的探视时段内',
    en: 'The time is not a visiting slot of the ward',
  },
  'error.visitExceptionDate': {
    zh: '该日期病区暂停探视',
    en: 'The ward has no visits on that date',
  },
  'error.visitBookingWindow': {
    zh: '只能预约今后可预约天数内的探视',
    en: 'Visits can be booked only from now to the ward’s booking days ahead',
  },
  'error.visitSlotFull': {
    zh: '该时段已约满，请选择其他时段',
    en: 'This slot is fully booked; choose another',
  },
  'error.visitCancelCutoff': {
    zh: '已过取消截止时间，不能取消',
    en: 'The cancellation cutoff has passed; the visit can no longer be cancelled',
  },
  'error.visitTransition': {
    zh: '探视当前状态不允许此操作',
    en: 'The visit’s current state does not allow this action',
  },
  'error.visitNotEditable': {
    zh: '探视预约后不能修改或删除，请取消后重新预约',
    en: 'A booked visit cannot be edited or deleted; cancel it and book again',
  },
  'error.visitReasonRequired': {
    zh: '请填写原因',
    en: 'Give a reason',
  },
  'validation.rangeOrder': { zh: '结束时间必须晚于开始时间', en: 'must be after the start' },
  'validation.rangeTooLong': { zh: '时间范围最长 31 天', en: 'The range may span at most 31 days' },
  'qc.sheet': { zh: '质控统计', en: 'QC statistics' },
  'qc.total': { zh: '合计', en: 'Total' },
  'qc.column.ward': { zh: '病区', en: 'Ward' },
  'qc.column.warning': { zh: '预警数', en: 'Warnings' },
  'qc.column.alarm': { zh: '报警数', en: 'Alarms (high)' },
  'qc.column.bedDays': { zh: '床日数', en: 'Bed-days' },
  'qc.column.alarmsPerBedDay': { zh: '每床日报警数', en: 'Alarms per bed-day' },
  'qc.column.ackMedianSeconds': { zh: '确认时长中位数（秒）', en: 'Median time to acknowledge (s)' },
  'qc.column.ackP90Seconds': { zh: '确认时长 P90（秒）', en: 'P90 time to acknowledge (s)' },
  'qc.column.audited': { zh: '已审核', en: 'Audited' },
  'qc.column.falseCount': { zh: '误报数', en: 'Marked false' },
  'qc.column.falseShare': { zh: '误报率', en: 'False share' },
  'qc.column.coverage': { zh: '监护覆盖率', en: 'Monitoring coverage' },
  'qc.column.indicator': { zh: '监测指标', en: 'Indicator' },
  'qc.column.alarms': { zh: '报警总数', en: 'Alarms' },
  'qc.column.suggestion': { zh: '阈值建议', en: 'Suggested threshold change' },
  'qc.suggestion': { zh: '将{limit}由 {from} 放宽至 {to}', en: 'widen {limit} from {from} to {to}' },
  'qc.limit.alarmLow': { zh: '报警下限', en: 'alarm low' },
  'qc.limit.warningLow': { zh: '预警下限', en: 'warning low' },
  'qc.limit.warningHigh': { zh: '预警上限', en: 'warning high' },
  'qc.limit.alarmHigh': { zh: '报警上限', en: 'alarm high' },
  'error.qcTaskNotComplete': { zh: '统计任务尚未完成', en: 'The statistics task is not complete' },
  'vitals.sheet': { zh: '监护记录', en: 'Monitoring records' },
  'vitals.column.at': { zh: '时间', en: 'Time' },
  'vitals.column.bed': { zh: '床位', en: 'Bed' },
  'vitals.column.heartRate': { zh: '心率 (次/分)', en: 'Heart rate (/min)' },
  'vitals.column.spo2': { zh: '血氧饱和度 (%)', en: 'SpO2 (%)' },
  'vitals.column.systolic': { zh: '收缩压 (mmHg)', en: 'Systolic (mmHg)' },
  'vitals.column.diastolic': { zh: '舒张压 (mmHg)', en: 'Diastolic (mmHg)' },
  'vitals.column.respiration': { zh: '呼吸 (次/分)', en: 'Respiration (/min)' },
  'vitals.column.temperature': { zh: '体温 (°C)', en: 'Temperature (°C)' },
  'vitals.column.extra': { zh: '其他指标', en: 'Other indicators' },
  'visit.cancelledByDischarge': {
    zh: '患者已出院，探视自动取消',
    en: 'Cancelled: the patient was discharged',
  },
  'error.wardNoVisiting': {
    zh: '病区尚未设置探视时段',
    en: 'The ward has no visiting periods yet',
  },
  'error.wardNotFound': {
    zh: '病区不存在或不属于本企业',
    en: 'The ward does not exist or belongs to another company',
  },
  'error.bedNotFound': {
    zh: '床位不存在或不属于本企业',
    en: 'The bed does not exist or belongs to another company',
  },
  'error.patientFileNotYours': {
    zh: '只有上传人本人可以修改或删除这个文件',
    en: 'Only the person who uploaded this file can change or delete it',
  },
  'error.patientFileUpload': {
    zh: '请上传患者文件（PDF、PNG 或 JPG）',
    en: 'Upload the patient file (PDF, PNG or JPG) here first',
  },
  'error.careNoteNotYours': {
    zh: '只有记录人本人可以修改或删除这条记录',
    en: 'Only the author can change or delete this note',
  },
  'error.patientNotFound': {
    zh: '患者不存在或不属于本企业',
    en: 'The patient does not exist or belongs to another company',
  },
  'error.codeExists': { zh: '编码已存在', en: 'This code is already used' },
  'error.bedNumberExists': { zh: '该病区已有此床号', en: 'This ward already has a bed with this number' },
  'error.serialNumberExists': { zh: '序列号已存在', en: 'This serial number is already registered' },
  'error.hospitalNumberExists': { zh: '住院号已存在', en: 'This hospitalisation number is already used' },
  'error.bedOccupied': { zh: '该床位已有在院患者', en: 'This bed already holds an admitted patient' },
  'error.patientAlreadyAdmitted': {
    zh: '患者已在院，请使用转床',
    en: 'The patient is already admitted; transfer them instead',
  },
  'error.patientNotAdmitted': { zh: '患者未在院', en: 'The patient is not admitted' },
  'error.sameBed': { zh: '患者已在该床位', en: 'The patient is already in this bed' },
  'error.bedNotInWard': { zh: '床位不属于所选病区', en: 'The bed is not in the chosen ward' },
  'error.wardDeviceExists': {
    zh: '该终端已绑定到本病区',
    en: 'This terminal is already bound to this ward',
  },
  'validation.code': {
    zh: '只能包含字母、数字、- 或 _，不能有特殊字符',
    en: 'may contain only letters, digits, - and _ (no special characters)',
  },
  'validation.idCard': {
    zh: '请输入正确的 18 位身份证号',
    en: 'Enter a valid 18-character ID card number',
  },
  'validation.idCardAge': {
    zh: '年龄与身份证号中的出生日期不符',
    en: 'The age does not match the birth date in the ID card number',
  },
  'validation.dataTypeRequired': { zh: '请至少选择一种数据类型', en: 'Choose at least one data type' },
  'validation.webhookSecret': {
    zh: '签名密钥应为 whsec_ 开头的 Base64 密钥（24-64 字节）',
    en: 'The signing secret is whsec_ followed by a base64 key of 24-64 bytes',
  },
  'error.dataPushTargetNotFound': { zh: '推送目标不存在', en: 'The data push target does not exist' },
  'error.dataPushTargetDisabled': {
    zh: '推送目标已停用，请先启用',
    en: 'The data push target is disabled; enable it first',
  },
  'error.deliveryNotFound': { zh: '推送记录不存在', en: 'The delivery does not exist' },
  'validation.thresholdOrder': {
    zh: '阈值须依次递增：报警下限 < 预警下限 < 预警上限 < 报警上限',
    en: 'Limits must increase: alarm low < warning low < warning high < alarm high',
  },
  'validation.indicatorCode': {
    zh: '编码以字母开头，只能包含字母、数字或 _',
    en: 'The code starts with a letter and has only letters, digits or _',
  },
  'error.indicatorNotFound': { zh: '监测指标不存在', en: 'The monitoring indicator does not exist' },
  'error.indicatorCodeExists': { zh: '指标编码已存在', en: 'An indicator with this code already exists' },
  'error.builtInIndicator': {
    zh: '内置监测指标不能删除，可以停用',
    en: 'A built-in indicator cannot be deleted; disable it instead',
  },
  'error.thresholdExists': {
    zh: '该指标在此病区（床位）已设置阈值',
    en: 'This indicator already has limits for this ward (bed)',
  },
  'error.thresholdOrderInherited': {
    zh: '与继承的阈值一起须依次递增：报警下限 < 预警下限 < 预警上限 < 报警上限',
    en: 'With the inherited limits, limits must increase: alarm low < warning low < warning high < alarm high',
  },
  'error.thresholdOrderBeneath': {
    zh: '与下级（病区或床位）已设置的阈值冲突：合并后须依次递增',
    en: 'Conflicts with the limits set beneath (a ward or bed): together they must increase',
  },
  'error.criticalDeviceAccountTaken': {
    zh: '该设备账号已为其他床位上报数据',
    en: 'This account already feeds another bed',
  },
  'error.computeAccountTaken': {
    zh: '该设备账号已被其他算力服务器使用',
    en: 'This account is already used by another compute server',
  },
  'error.computeSnTaken': { zh: '该序列号已存在', en: 'This SN is already registered' },
  'error.computeAccountType': {
    zh: '请选择设备类型为“算力服务器”的设备账号',
    en: 'Choose a device account of the type "compute server"',
  },
  'error.monitorScopeExists': { zh: '该对象已有重症监护设置', en: 'This subject already has its setting' },
  'error.monitorSubjectNotFound': {
    zh: '终端、成员或摄像头不存在或不属于本企业',
    en: 'The terminal, member or camera does not exist or belongs to another company',
  },
  'error.cameraWatchesOneBed': {
    zh: '摄像头只监护一个床位，请选择床位而非病区',
    en: 'A camera watches one bed: choose a bed, not wards',
  },
  'error.scopeWardsOnly': {
    zh: '终端和成员按病区监护，请选择病区',
    en: 'Terminals and members watch wards: choose wards',
  },
  'validation.alarmReasonRequired': {
    zh: '标记为误报时须填写原因',
    en: 'A reason is required to mark an alarm false',
  },
  'error.cameraNoAnswer': { zh: '摄像头无响应', en: 'The camera did not answer' },
  'error.noCamera': { zh: '该床位没有摄像头', en: 'There is no camera at this bed' },
  'error.ffmpegMissing': {
    zh: '服务器未安装 ffmpeg，无法抓拍',
    en: 'ffmpeg is not installed on the server: no snapshot can be taken',
  },
  'error.snapshotNotFound': { zh: '该报警没有抓拍图片', en: 'This alarm has no snapshot' },
  'error.alarmNotFound': { zh: '报警不存在', en: 'The alarm does not exist' },
  'error.alarmCleared': { zh: '报警已解除', en: 'The alarm is already cleared' },
  'error.alarmAcknowledged': {
    zh: '报警已确认，无需静音',
    en: 'The alarm is already acknowledged: it makes no sound to silence',
  },
  // meeting rooms (SPEC §3, §4)
  'error.roomNotFound': {
    zh: '会议室不存在或不属于本企业',
    en: 'The meeting room does not exist or belongs to another company',
  },
  'error.roomNameExists': { zh: '会议室名称已存在', en: 'A meeting room with this name already exists' },
  'validation.roomTooManyDevices': {
    zh: '所选设备数超过最大设备数',
    en: 'More devices are chosen than the room’s max devices',
  },
  'error.roomQuota': {
    zh: '会议室数量已达企业上限（{max} 个）',
    en: 'The company already has its maximum of {max} meeting rooms',
  },
  'error.roomInviteLimit': {
    zh: '邀请码会议室最多 {max} 台设备（企业的邀请码参会人数上限）',
    en: 'An invite-code room holds at most {max} devices (the company’s invite-code participant limit)',
  },
  'error.roomPipSource': {
    zh: '画中画来源须为本会议室的设备',
    en: 'The picture-in-picture source must be one of the room’s devices',
  },
  'error.roomCannotStart': {
    zh: '只有未开始的会议室可以开始（已结束的会议不能重新开始）',
    en: 'Only a room not started yet can start (an ended meeting does not restart)',
  },
  'error.roomCannotEnd': { zh: '只有进行中的会议可以结束', en: 'Only a meeting in progress can end' },
  'error.roomCannotRemove': {
    zh: '进行中的会议不能删除，请先结束会议',
    en: 'A meeting in progress cannot be deleted: end it first',
  },
  'error.questionClosed': {
    zh: '问题已关闭，不能再修改或回答',
    en: 'The question is closed: it cannot be changed or answered',
  },
  'error.roomReadOnly': {
    zh: '已结束或已删除的会议室不能修改',
    en: 'An ended or deleted meeting room cannot be changed',
  },
  'error.roomDevicesLocked': {
    zh: '会议进行中不能更改设备和最大设备数，请先结束会议',
    en: 'The devices and max devices of a room in progress cannot change: end the meeting first',
  },
  'error.roomNoDevices': {
    zh: '会议室没有设备，不能开始',
    en: 'The meeting room has no devices to start with',
  },
  'error.roomPurge': {
    zh: '只能彻底删除已删除状态的会议室，请先删除',
    en: 'Only a deleted meeting room can be purged: delete it first',
  },
  'error.roomCodeNotInvite': {
    zh: '只有邀请码入会的会议室有邀请码',
    en: 'Only a room with invite-code entry has an invite code',
  },
  'error.roomFileUpload': {
    zh: '请上传共享文件（JPG 或 PNG，不超过 500 KB）',
    en: 'Upload the shared file (JPG or PNG, at most 500 KB) here first',
  },
  'error.documentCategoryNotFound': {
    zh: '文档分类不存在或不属于本企业',
    en: 'The document category does not exist or belongs to another company',
  },
  'error.documentCategoryKeyExists': { zh: '分类标识已存在', en: 'This identifier already exists' },
  'error.documentCategoryHasDocuments': {
    zh: '该分类下还有 {count} 篇文档，请先删除或移走文档',
    en: 'The category has {count} document(s); delete or move them first',
  },
  'error.documentNotFound': {
    zh: '文档不存在或不属于本企业',
    en: 'The document does not exist or belongs to another company',
  },
  'validation.englishOnly': { zh: '只能使用英文字母', en: 'English letters only' },
  'validation.vodTags': { zh: '标签为 1-5 个', en: 'Give 1 to 5 tags' },
  'error.vodCategoryNotFound': {
    zh: '视频分类不存在或不属于本企业',
    en: 'The video category does not exist or belongs to another company',
  },
  'error.vodCategoryKeyExists': { zh: '分类标识已存在', en: 'This identification key already exists' },
  'error.vodCategoryHasChildren': {
    zh: '该分类下还有 {count} 个子分类，请先删除子分类',
    en: 'The category has {count} child categories; delete them first',
  },
  'error.vodCategoryHasVideos': {
    zh: '该分类下还有 {count} 个视频，请先删除或移走视频',
    en: 'The category has {count} video(s); delete or move them first',
  },
  'error.vodCategoryProduct': {
    zh: '分类不属于当前点播栏目',
    en: 'The category belongs to another video section',
  },
  'error.vodCategoryCycle': { zh: '上级分类不能是自身或其下级', en: 'A category cannot sit under itself' },
  'error.vodVideoNotFound': {
    zh: '视频不存在或不属于本企业',
    en: 'The video does not exist or belongs to another company',
  },
  'error.vodPublishWithoutVideo': {
    zh: '视频尚未上传或未处理完成，不能发布',
    en: 'The video cannot be published before its file is uploaded and ready',
  },
  'error.vodCover': { zh: '封面必须是本企业上传的 PNG 图片', en: 'The cover must be a PNG uploaded here' },
  'error.vodUploadTooLarge': { zh: '视频不能超过 {max}', en: 'The video must not exceed {max}' },
  'error.vodUploadBusy': {
    zh: '本企业同时进行的上传已达 {max} 个，请稍后再试',
    en: 'Your company already has {max} uploads in progress; try again later',
  },
  'error.vodUploadInProgress': {
    zh: '该视频正在上传或处理中',
    en: 'A file for this video is already being uploaded or processed',
  },
  'error.vodUploadWhilePublished': {
    zh: '已发布的视频不能更换文件，请先取消发布',
    en: 'A published video keeps its file: unpublish it first',
  },
  'error.vodNotMp4': { zh: '文件不是 MP4 视频：{reason}', en: 'The file is not an MP4 video: {reason}' },
  'error.vodNoVideoStream': { zh: '文件中没有视频画面', en: 'The file has no video stream' },
  'error.vodProcessingUnavailable': {
    zh: '服务器未安装 ffmpeg，无法处理视频',
    en: 'ffmpeg is not installed on the server: video processing is unavailable',
  },
  'error.vodNothingToRetry': { zh: '没有需要重试的视频处理', en: 'There is no failed processing to retry' },
  // School notifications (issue 20)
  'validation.schoolMessageRecipients': {
    zh: '请选择至少一个接收分组、终端或成员',
    en: 'Choose at least one recipient group, terminal or member',
  },
  'error.schoolMessageLocked': {
    zh: '只有定时待发的消息可以修改',
    en: 'Only a scheduled message can be changed',
  },
  'error.schoolMessageSendAtPast': {
    zh: '定时发送时间须晚于当前时间',
    en: 'The send time must be in the future',
  },
  'error.schoolMessageNotSent': { zh: '消息尚未发送', en: 'The message has not been sent yet' },
  // Virtual cockpit (issue 19, ADR 0037)
  'error.callGroupNotFound': { zh: '呼叫组不存在', en: 'No such call group' },
  'error.callGroupNameExists': { zh: '呼叫组名称已存在', en: 'A call group with this name already exists' },
  'validation.callChairmanMember': {
    zh: '主席终端须为本组成员',
    en: 'The chairman must be one of the members',
  },
  'error.chatPhraseExists': { zh: '该常用语已存在', en: 'This phrase already exists' },
  'error.callNotMember': {
    zh: '呼叫方不是该呼叫组成员',
    en: 'The calling terminal is not a member of this call group',
  },
  'error.callCalleeNotAllowed': {
    zh: '该呼叫组只允许呼叫组内成员',
    en: 'This call group only allows calls between its members',
  },
  'error.callCalleeNotFound': { zh: '被叫终端不存在', en: 'No such terminal to call' },
  'error.callSelf': { zh: '不能呼叫自己', en: 'A terminal cannot call itself' },
  'error.callCalleeOffline': { zh: '被叫终端不在线', en: 'The called terminal is offline' },
  'error.callBusy': { zh: '终端正在通话中', en: 'A terminal of this call is already in a call' },
  // Surgical teaching (issue 19, ADR 0042)
  'error.opOrganNotFound': { zh: '机构不存在', en: 'No such organisation' },
  'error.opOrganNameExists': { zh: '机构名称已存在', en: 'An organisation with this name already exists' },
  'error.opOrganInUse': {
    zh: '该机构下还有科室、设备或课程，不能删除',
    en: 'The organisation still has departments, devices or courses and cannot be deleted',
  },
  'error.opDepartmentNotFound': { zh: '科室不存在', en: 'No such department' },
  'error.opDepartmentNameExists': {
    zh: '该机构已有同名科室',
    en: 'The organisation already has a department with this name',
  },
  'error.opDepartmentInUse': {
    zh: '该科室下还有设备或课程，不能删除',
    en: 'The department still has devices or courses and cannot be deleted',
  },
  'error.opDepartmentOtherOrgan': {
    zh: '科室须属于所选机构',
    en: 'The department must belong to the chosen organisation',
  },
  'error.opDeviceNotFound': { zh: '示教设备不存在', en: 'No such teaching device' },
  'error.opDeviceNameExists': { zh: '设备名称已存在', en: 'A teaching device with this name already exists' },
  'error.opDeviceAccountTaken': {
    zh: '该终端已是示教设备',
    en: 'This terminal is already a teaching device',
  },
  'error.opDeviceInUse': {
    zh: '该设备录制的课程仍在，不能删除',
    en: 'Courses recorded by this device remain: it cannot be deleted',
  },
  'error.opMarkIconNotFound': { zh: '标记图标不存在', en: 'No such marker icon' },
  'error.opMarkIconNameExists': { zh: '图标名称已存在', en: 'A marker icon with this name already exists' },
  'error.opMarkIconInUse': {
    zh: '该图标已被课程打点使用，不能删除',
    en: 'Dots of courses use this icon: it cannot be deleted',
  },
  'error.opFileNotOwned': {
    zh: '图片须为本企业上传的 JPG 或 PNG 文件',
    en: 'The picture must be a JPG or PNG file uploaded here',
  },
  'error.opCourseNotFound': { zh: '课程不存在', en: 'No such course' },
  'error.opCourseVideoNotReady': {
    zh: '录像须为处理完成、可播放的点播视频',
    en: 'The recording must be a VOD video that is ready to play',
  },
  'error.opCourseVideoTooShort': {
    zh: '该视频短于已有打点（{seconds} 秒），请先调整打点',
    en: 'This video is shorter than an existing dot ({seconds} s): move the dots first',
  },
  'error.opDotNotFound': { zh: '打点不存在', en: 'No such dot' },
  'error.opDotBeyondLength': {
    zh: '时间点须在录像时长（{length} 秒）之内',
    en: 'The time must be within the recording ({length} s)',
  },
  'error.opTooManyDots': { zh: '该课程的打点已达上限', en: 'The course has the most dots it may hold' },
  // Medical collaboration sessions (issues 19 and 18, ADR 0041)
  'error.collaborationNotFound': { zh: '协同会话不存在', en: 'No such collaboration session' },
  'validation.notForKind': {
    zh: '此类型的会话没有该项',
    en: 'does not apply to this kind of session',
  },
  'error.collaborationCannotStart': {
    zh: '只有待开始的会话可以开始',
    en: 'Only a scheduled session can be started',
  },
  'error.collaborationCannotEnd': {
    zh: '只有进行中的会话可以结束',
    en: 'Only a session in progress can be ended',
  },
  'error.collaborationCannotCancel': {
    zh: '只有待开始的会话可以取消',
    en: 'Only a scheduled session can be cancelled',
  },
  'error.collaborationReadOnly': {
    zh: '已结束或已取消的会话不能修改',
    en: 'An ended or cancelled session cannot be changed',
  },
  'error.collaborationParticipantsLocked': {
    zh: '会话进行中，参与终端、医生和推流终端不能修改',
    en: 'While the session is in progress its terminals, doctors and source terminal cannot change',
  },
  'error.collaborationDeleteStarted': {
    zh: '已开始过的会话保留为记录，不能删除',
    en: 'A session that has started is kept as a record and cannot be deleted',
  },
  'error.collaborationMediumBusy': {
    zh: '会话的会议室或直播已被单独开始或结束，无法按计划开始',
    en: 'The session’s meeting room or live stream was started or ended on its own: it cannot start as planned',
  },
  // Application gateways (issue 20)
  'validation.serviceCode': { zh: '服务编码为 6 或 8 位数字', en: 'The service code is 6 or 8 digits' },
  'error.gatewayNameExists': { zh: '网关名称已存在', en: 'A gateway with this name already exists' },
  'error.gatewayHasUsers': {
    zh: '该网关下还有 {count} 个用户，不能删除',
    en: 'The gateway still has {count} users and cannot be deleted',
  },
  'validation.serviceCodeRefresh': {
    zh: '请先刷新服务编码再保存',
    en: 'Refresh the service code before saving',
  },
  'error.gatewayCodeStale': {
    zh: '服务编码已过期或不正确，请刷新后再保存',
    en: 'The service code has expired or is wrong: refresh it and save again',
  },
  'error.gatewayRefused': {
    zh: '网关编号或服务编码不正确，或网关已停用',
    en: 'Unknown gateway, wrong service code, or the gateway is disabled',
  },
  'error.gatewayNotFound': {
    zh: '网关不存在或不属于本企业',
    en: 'The gateway does not exist or belongs to another company',
  },
  'error.gatewayTooManyAttempts': {
    zh: '服务编码错误次数过多，请在下一个编码周期再试',
    en: 'Too many wrong service codes: try again with the next code',
  },
  'error.gatewayUserNotApproved': {
    zh: '该用户尚未通过审核',
    en: 'This user has not been approved',
  },
  'error.gatewayUserHasServices': {
    zh: '该用户还在使用 {count} 个应用服务，请先移除',
    en: 'This user still uses {count} application services: remove them first',
  },
  'error.appServiceNotFound': {
    zh: '应用服务不存在或不属于本企业',
    en: 'The application service does not exist or belongs to another company',
  },
  'error.appServiceCodeExists': { zh: '服务标识已存在', en: 'This service code already exists' },
  'error.appServiceHasUsers': {
    zh: '该服务还有 {count} 个用户，不能删除',
    en: 'The service still has {count} users and cannot be deleted',
  },
  'error.appServiceUserExists': {
    zh: '该用户已申请此服务',
    en: 'This user has already applied for this service',
  },
  'error.appServiceOtherGateway': {
    zh: '用户须属于该服务所在的网关',
    en: 'The user must belong to the service’s gateway',
  },
  'error.gatewayUserNotFound': {
    zh: '网关用户不存在或不属于本企业',
    en: 'The gateway user does not exist or belongs to another company',
  },
  'error.appServiceDisabled': { zh: '该应用服务已停用', en: 'This application service is disabled' },
  'error.gatewayUserExists': {
    zh: '该网关下已有同名用户',
    en: 'This gateway already has a user with this username',
  },
  // --- system settings: backups, mail, SMS, global (issue 17) ---
  'validation.absolutePath': {
    zh: '请输入以 / 开头的绝对路径',
    en: 'Enter an absolute path starting with /',
  },
  'validation.smsTemplateId': {
    zh: '模板 ID 只能包含字母、数字、下划线或短横线',
    en: 'The template id takes letters, digits, underscores or hyphens',
  },
  'error.smsTemplateNotFound': { zh: '短信模板不存在', en: 'The SMS template does not exist' },
  'error.smsTemplateIdExists': { zh: '模板 ID 已存在', en: 'This template id already exists' },
  'error.backupNotFound': { zh: '备份不存在', en: 'The backup does not exist' },
  'error.backupRunning': {
    zh: '已有备份正在进行，请等待其完成',
    en: 'A backup is already running; wait for it to finish',
  },
  'error.backupNotReady': { zh: '备份尚未完成或已失败', en: 'The backup is not finished or has failed' },
  'error.backupFileMissing': { zh: '备份文件已不存在', en: 'The backup file is no longer there' },
  'error.backupUnavailable': {
    zh: '服务器未安装 pg_dump，无法备份 PostgreSQL 数据库',
    en: 'pg_dump is not installed on the server: the PostgreSQL database cannot be backed up',
  },
  'error.backupPath': {
    zh: '备份目录无法创建或写入：{reason}',
    en: 'The backup directory cannot be created or written: {reason}',
  },
  'error.mailNotConfigured': {
    zh: '请先保存邮件服务器设置',
    en: 'Save the mail server settings first',
  },
  'error.mailSendFailed': { zh: '测试邮件发送失败：{reason}', en: 'The test mail was not sent: {reason}' },
  // ---- upgrade packages and rollouts (issue 17) ----
  'error.upgradePackageNotFound': { zh: '升级包不存在', en: 'The upgrade package does not exist' },
  'error.upgradeVersionExists': {
    zh: '该主板类型已有此版本的同类升级包',
    en: 'A package of this type and version already exists for this board type',
  },
  'validation.upgradePinTarget': { zh: '请选择企业或终端', en: 'Choose a company or a terminal' },
  'error.upgradeFileList': {
    zh: '文件列表不符合格式：需要 version 和 files（path、size、sha256）',
    en: 'The file list does not match its format: version and files (path, size, sha256) are required',
  },
  'error.upgradePackageUpload': {
    zh: '请先在此上传升级文件（zip、apk、ipa 或 JSON）',
    en: 'Upload the package file (zip, apk, ipa or JSON) here first',
  },
  'error.upgradeFileKind': {
    zh: '文件与类型不符：{type} 需要 {kind} 文件',
    en: 'The file does not fit the type: {type} takes a {kind} file',
  },
  'error.upgradeNotApproved': {
    zh: '升级包尚未经另一位云管理员审批，不能发布',
    en: 'The package has not been approved by a second cloud administrator yet',
  },
  'error.upgradeSelfApproval': {
    zh: '上传人不能审批自己的升级包',
    en: 'The uploader cannot approve their own package',
  },
  'error.upgradeAlreadyApproved': { zh: '升级包已审批', en: 'The package is already approved' },
  'error.upgradeApprovedLocked': {
    zh: '已审批的升级包不能修改或删除（已有发布记录）',
    en: 'An approved package with rollouts cannot be changed or deleted',
  },
  'error.upgradeNoTargets': {
    zh: '没有符合条件的终端（主板类型、版本、企业、锁定）',
    en: 'No terminal matches (board type, version, company, pins)',
  },
  'error.upgradeTargetCompany': {
    zh: '只能选择升级包的目标企业',
    en: 'Only the package’s target companies can be chosen',
  },
  'error.upgradeRolloutActive': {
    zh: '该升级包已有进行中的发布',
    en: 'This package already has a rollout in progress',
  },
  'error.rolloutNotFound': { zh: '发布不存在', en: 'The rollout does not exist' },
  'error.rolloutTransition': {
    zh: '发布当前状态不允许此操作',
    en: 'The rollout’s state does not allow this action',
  },
  'error.rolloutNothingToRetry': {
    zh: '没有失败的终端需要重试',
    en: 'No failed terminal to retry',
  },
  // WeChat official accounts, templates and mini programs (issue 20, ADR 0034)
  'validation.wechatAppId': {
    zh: 'AppID 应为 wx 开头加 16 位十六进制字符',
    en: 'The AppID is wx followed by 16 hexadecimal digits',
  },
  'validation.wechatOriginalId': {
    zh: '原始 ID 应为 gh_ 开头加 12 位十六进制字符',
    en: 'The original id is gh_ followed by 12 hexadecimal digits',
  },
  'validation.wechatAppSecret': {
    zh: 'AppSecret 应为 32 位字母或数字',
    en: 'The AppSecret is 32 letters or digits',
  },
  'validation.wechatToken': { zh: '令牌应为 3–32 位字母或数字', en: 'The token is 3–32 letters or digits' },
  'validation.wechatAesKey': {
    zh: 'EncodingAESKey 应为 43 位字母或数字',
    en: 'The EncodingAESKey is 43 letters or digits',
  },
  'validation.wechatTemplateId': {
    zh: '模板 ID 只能包含字母、数字、- 和 _',
    en: 'The template id has only letters, digits, - and _',
  },
  'validation.wechatTemplateParam': {
    zh: '参数应为关键词，如 keyword1 或 {{thing1.DATA}}',
    en: 'A parameter is a keyword such as keyword1 or {{thing1.DATA}}',
  },
  'error.wechatAccountNotFound': {
    zh: '公众号不存在',
    en: 'The official account does not exist',
  },
  'error.wechatTemplateNotFound': { zh: '消息模板不存在', en: 'The message template does not exist' },
  'error.wechatMiniProgramNotFound': { zh: '小程序不存在', en: 'The mini program does not exist' },
  'error.wechatAppIdExists': { zh: '该 AppID 已添加', en: 'This AppID is already added' },
  'error.wechatTemplateIdExists': {
    zh: '该公众号已有此模板 ID',
    en: 'This official account already has this template id',
  },
  // ambulance system (ADR 0038)
  'validation.url': { zh: '必须是 http(s) 地址', en: 'must be an http(s) address' },
  'error.ambulanceFunctionsExist': {
    zh: '该企业的功能配置已存在，请编辑它',
    en: 'This company already has its function settings: edit them',
  },
  'error.externalSystemNotFound': { zh: '外部系统不存在', en: 'The external system does not exist' },
  'error.apiKeyRefused': {
    zh: 'API 密钥无效、已吊销或系统已停用',
    en: 'The API key is wrong or revoked, or the system is disabled',
  },
  'error.apiKeyScope': {
    zh: '该 API 密钥未获得此接口的授权范围',
    en: 'The API key has no scope for this call',
  },
  'error.apiKeyTooManyCalls': {
    zh: '调用过于频繁，请一分钟后再试',
    en: 'Too many calls: try again in a minute',
  },
  'error.externalApiOff': {
    zh: '该企业未开通急救对外接口',
    en: 'The company does not have the ambulance external API',
  },
  // ambulance fleet (ADR 0040)
  'error.attributeNotFound': { zh: '自定义属性不存在', en: 'The custom attribute does not exist' },
  'error.attributeNameExists': {
    zh: '该对象已有同名属性',
    en: 'An attribute of this name already exists for it',
  },
  'validation.attributeOptions': {
    zh: '类型为“选项”的属性须至少有一个可选值',
    en: 'A choice attribute needs at least one option',
  },
  'error.attributeRequired': { zh: '必填属性“{name}”未填写', en: 'The required attribute “{name}” is empty' },
  'error.attributeValue': {
    zh: '属性“{name}”的值不符合其类型或可选值',
    en: 'The value of “{name}” does not fit its type or options',
  },
  'error.attributeUnknown': {
    zh: '属性不存在或不适用于此对象',
    en: 'An attribute does not exist or does not apply here',
  },
  'error.hospitalNotFound': { zh: '医院不存在', en: 'The hospital does not exist' },
  'error.hospitalNameExists': { zh: '该医院已存在', en: 'A hospital of this name already exists' },
  'error.vehicleNotFound': { zh: '车辆不存在', en: 'The vehicle does not exist' },
  'error.vehiclePlateExists': { zh: '该车牌号已登记', en: 'This plate is already registered' },
  'error.vehicleAccountTaken': {
    zh: '该设备账号已绑定其他车辆',
    en: 'This account is already the terminal of another vehicle',
  },
  'error.vehicleAccountType': {
    zh: '请选择设备类型为“急救车终端”的设备账号',
    en: 'Choose a device account of the type "ambulance terminal"',
  },
  'error.medicalDeviceSerialExists': { zh: '该序列号已登记', en: 'This serial number is already registered' },
  'validation.streamUrl': {
    zh: '须为 rtsp://、rtmp:// 或 http(s):// 地址',
    en: 'must be an rtsp://, rtmp:// or http(s):// address',
  },
  'error.trackRange': {
    zh: '回放时间段须在 24 小时以内且结束晚于开始',
    en: 'A replay spans at most 24 hours and ends after it starts',
  },
  'error.taskNotFound': { zh: '急救任务不存在', en: 'The emergency task does not exist' },
  'error.taskIllegalMove': {
    zh: '任务当前状态为“{state}”，不能执行“{action}”',
    en: 'A task that is “{state}” cannot be moved by “{action}”',
  },
  'error.taskNeedsAmbulance': { zh: '请先指定派遣车辆再派车', en: 'Choose the ambulance before dispatching' },
  'error.taskVehicleBusy': {
    zh: '该车辆正在执行其他未结束的任务',
    en: 'This ambulance is on another open task',
  },
  'error.taskCancelReason': { zh: '取消任务须填写原因', en: 'A cancelled task needs a reason' },
  'error.taskFinal': {
    zh: '已结案或已取消的任务不能修改',
    en: 'A closed or cancelled task cannot be changed',
  },
  'error.taskVehicleLocked': {
    zh: '已派车的任务不能更换车辆，请取消后重新派车',
    en: 'The ambulance of a dispatched task cannot change: cancel it and dispatch again',
  },
  'error.taskActiveDelete': {
    zh: '执行中的任务不能删除，请先取消',
    en: 'A task under way cannot be deleted: cancel it first',
  },
  'error.taskNotYours': {
    zh: '该任务未派给此车辆',
    en: 'This task is not assigned to this ambulance',
  },
  'validation.taskPosition': {
    zh: '经纬度须同时填写或同时留空',
    en: 'give both latitude and longitude, or neither',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

/** Translate a key, filling `{name}` placeholders; unknown keys come back as they are. */
export function translate(key: string, lang: Language, params: Record<string, string | number> = {}): string {
  const text: string = isMessageKey(key) ? MESSAGES[key][lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
