import { describeResource, type Label, LOG_TIME_FIELD, type ResourceAccess } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The ambulance fleet (issue 18, ADR 0040): receiving hospitals, the vehicles (ambulance terminals
 * with their vehicle data), the medical devices and camera sources on board, the custom attributes
 * the company defines for hospitals, vehicles and cameras, and the GPS fixes the terminals send.
 * SPEC §6: the /ambulance/hospital and /ambulance/device pages are the editor role's.
 */
export const EDITOR_ACCESS: ResourceAccess = {
  view: { roles: ['editor'] },
  create: { roles: ['editor'] },
  update: { roles: ['editor'] },
  delete: { roles: ['editor'] },
  export: { roles: ['editor'] },
  import: { roles: ['editor'] },
};

// --- custom attributes (one mechanism for hospitals, vehicles and cameras) -------------------------

/** What a custom attribute describes: its definitions are per company and target. */
export const ATTRIBUTE_TARGETS = ['hospital', 'vehicle', 'camera'] as const;
export type AttributeTarget = (typeof ATTRIBUTE_TARGETS)[number];
export const ATTRIBUTE_TYPES = ['text', 'number', 'select'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** Longest text value and most options of one attribute. */
export const ATTRIBUTE_TEXT_MAX = 200;
export const ATTRIBUTE_OPTIONS_MAX = 50;

/** One company-defined attribute, as the value editors read it. */
export interface AttributeDefinition {
  id: number;
  target: AttributeTarget;
  name: string;
  type: AttributeType;
  options: string[];
  required: boolean;
  sort: number;
}

/** Values of custom attributes on a row: by the definition's id (as a string key). */
export type AttributeValues = Record<string, string | number>;

export const ambulanceAttributeDescription = describeResource({
  key: 'ambulanceAttributes',
  scope: 'tenant',
  title: l('自定义属性', 'Custom attribute'),
  titleField: 'name',
  notFound: 'error.attributeNotFound',
  routes: { list: '/ambulance/hospital/hospitalAttributes' },
  fields: {
    target: {
      kind: 'select',
      label: l('适用对象', 'Applies to'),
      options: ATTRIBUTE_TARGETS,
      optionLabels: {
        hospital: l('医院', 'Hospital'),
        vehicle: l('车辆', 'Vehicle'),
        camera: l('摄像头', 'Camera'),
      },
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    name: { kind: 'text', label: l('属性名称', 'Name'), column: true, sortable: true, filter: 'like' },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: ATTRIBUTE_TYPES,
      optionLabels: { text: l('文本', 'Text'), number: l('数字', 'Number'), select: l('选项', 'Choice') },
      column: true,
      filter: 'eq',
    },
    options: {
      kind: 'tags',
      label: l('可选值', 'Options'),
      column: true,
      wide: true,
      help: l('类型为“选项”时必填，输入后回车', 'Needed for the type “Choice”: type one and press Enter'),
    },
    required: {
      kind: 'switch',
      label: l('必填', 'Required'),
      column: true,
      optionLabels: { true: l('必填', 'Required'), false: l('选填', 'Optional') },
    },
    sort: { kind: 'number', label: l('排序', 'Order'), column: true, sortable: true },
  },
  search: ['name'],
  defaultSort: 'sort',
  access: EDITOR_ACCESS,
  unique: [{ fields: ['name', 'target'], message: 'error.attributeNameExists' }],
});

const attributes = {
  kind: 'json',
  label: l('自定义属性', 'Custom attributes'),
  wide: true,
} as const;

/** The vehicle a medical device or a camera is on board. */
const onVehicle = {
  kind: 'reference',
  reference: 'ambulanceVehicles',
  sameTenant: true,
  label: l('所在车辆', 'Vehicle'),
  column: true,
  filter: 'eq',
} as const;

const enabled = {
  kind: 'switch',
  label: l('启用', 'Enabled'),
  column: true,
  filter: 'eq',
  optionLabels: { true: l('已启用', 'Enabled'), false: l('已停用', 'Disabled') },
} as const;

// --- hospitals -------------------------------------------------------------------------------------

/** The geofence around a hospital (its arrival zone), metres. */
export const GEOFENCE_RADIUS = { min: 10, max: 10_000 } as const;

export const ambulanceHospitalDescription = describeResource({
  key: 'ambulanceHospitals',
  scope: 'tenant',
  title: l('接收医院', 'Receiving hospital'),
  titleField: 'name',
  notFound: 'error.hospitalNotFound',
  routes: { list: '/ambulance/hospital/hospitalManage' },
  fields: {
    name: { kind: 'text', label: l('医院名称', 'Name'), column: true, sortable: true, filter: 'like' },
    address: { kind: 'text', label: l('地址', 'Address'), column: true, filter: 'like', wide: true },
    lat: {
      kind: 'number',
      label: l('纬度', 'Latitude'),
      column: true,
      help: l('-90 至 90，如 31.2304', '-90 to 90, e.g. 31.2304'),
    },
    lng: {
      kind: 'number',
      label: l('经度', 'Longitude'),
      column: true,
      help: l('-180 至 180，如 121.4737', '-180 to 180, e.g. 121.4737'),
    },
    departments: {
      kind: 'tags',
      label: l('科室', 'Departments'),
      wide: true,
      help: l('输入科室名称后回车，如 急诊科', 'Type a department and press Enter, e.g. Emergency'),
    },
    contactName: { kind: 'text', label: l('联系人', 'Contact'), column: true },
    contactPhone: { kind: 'text', label: l('联系电话', 'Contact phone'), column: true },
    contactEmail: {
      kind: 'text',
      label: l('联系邮箱', 'Contact e-mail'),
      help: l('急救任务的预到院通知发往此邮箱', 'Pre-arrival notices of emergency tasks are mailed here'),
    },
    geofenceRadius: {
      kind: 'number',
      label: l('地理围栏半径 (米)', 'Geofence radius (m)'),
      help: l(
        '10–10000 米；留空取急救系统设置的默认值',
        '10–10,000 m; empty takes the default of the ambulance settings',
      ),
    },
    enabled,
    attributes,
  },
  search: ['name', 'address'],
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
  unique: [{ fields: ['name'], message: 'error.hospitalNameExists' }],
});

// --- vehicles (ambulance terminals) ---------------------------------------------------------------

export const ambulanceVehicleDescription = describeResource({
  key: 'ambulanceVehicles',
  scope: 'tenant',
  title: l('急救车', 'Ambulance'),
  titleField: 'plate',
  notFound: 'error.vehicleNotFound',
  routes: { list: '/ambulance/device/deviceManage' },
  fields: {
    plate: { kind: 'text', label: l('车牌号', 'Plate'), column: true, sortable: true, filter: 'like' },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('车载终端', 'Terminal'),
      column: true,
      filter: 'eq',
      help: l(
        '车载终端登录所用的设备账号（设备类型：急救车终端）',
        'The device account the vehicle terminal logs in with (device type: ambulance terminal)',
      ),
    },
    vehicleModel: { kind: 'text', label: l('车型', 'Vehicle model'), column: true, filter: 'like' },
    station: { kind: 'text', label: l('所属站点', 'Station'), column: true, filter: 'like' },
    crew: {
      kind: 'tags',
      label: l('车组人员', 'Crew'),
      column: true,
      wide: true,
      help: l('输入姓名（可带职务）后回车，如 张医生', 'Type a name (and role) and press Enter'),
    },
    enabled,
    attributes,
  },
  search: ['plate', 'station'],
  defaultSort: 'plate',
  access: EDITOR_ACCESS,
  unique: [
    { fields: ['plate'], message: 'error.vehiclePlateExists' },
    { fields: ['deviceAccountId'], message: 'error.vehicleAccountTaken' },
  ],
});

// --- medical devices on board ---------------------------------------------------------------------

export const MEDICAL_DEVICE_KINDS = [
  'monitor',
  'ventilator',
  'ecg',
  'defibrillator',
  'infusionPump',
  'suction',
  'other',
] as const;
export type MedicalDeviceKind = (typeof MEDICAL_DEVICE_KINDS)[number];

/** Onboarding (`medicalDeviceInsert`): registered → onboarded onto the vehicle, later removed. */
export const MEDICAL_DEVICE_STATES = ['pending', 'onboarded', 'removed'] as const;

export const medicalDeviceKindLabels: Record<MedicalDeviceKind, Label> = {
  monitor: l('监护仪', 'Patient monitor'),
  ventilator: l('呼吸机', 'Ventilator'),
  ecg: l('心电图机', 'ECG'),
  defibrillator: l('除颤仪', 'Defibrillator'),
  infusionPump: l('输液泵', 'Infusion pump'),
  suction: l('吸引器', 'Suction unit'),
  other: l('其他', 'Other'),
};

export const ambulanceMedicalDeviceDescription = describeResource({
  key: 'ambulanceMedicalDevices',
  scope: 'tenant',
  title: l('医疗设备', 'Medical device'),
  titleField: 'serial',
  routes: { list: '/ambulance/device/medicalDeviceManage' },
  fields: {
    vehicleId: onVehicle,
    kind: {
      kind: 'select',
      label: l('设备种类', 'Kind'),
      options: MEDICAL_DEVICE_KINDS,
      optionLabels: medicalDeviceKindLabels,
      column: true,
      filter: 'eq',
    },
    model: { kind: 'text', label: l('型号', 'Model'), column: true, filter: 'like' },
    serial: { kind: 'text', label: l('序列号', 'Serial number'), column: true, filter: 'like' },
    state: {
      kind: 'select',
      label: l('接入状态', 'Onboarding'),
      options: MEDICAL_DEVICE_STATES,
      optionLabels: {
        pending: l('待接入', 'Pending'),
        onboarded: l('已接入', 'Onboarded'),
        removed: l('已移除', 'Removed'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    onboardedAt: { kind: 'datetime', label: l('接入时间', 'Onboarded at'), column: true, readOnly: true },
    description: { kind: 'textarea', label: l('备注', 'Notes'), wide: true },
  },
  search: ['model', 'serial'],
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
  unique: [{ fields: ['serial'], message: 'error.medicalDeviceSerialExists' }],
  transitions: {
    onboard: { field: 'state', from: ['pending', 'removed'], to: 'onboarded' },
    remove: { field: 'state', from: ['pending', 'onboarded'], to: 'removed' },
  },
});

// --- camera sources on board ----------------------------------------------------------------------

export const CAMERA_POSITIONS = ['cabin', 'front', 'rear', 'driver', 'other'] as const;

export const ambulanceCameraDescription = describeResource({
  key: 'ambulanceCameras',
  scope: 'tenant',
  title: l('车载摄像头', 'Vehicle camera'),
  titleField: 'name',
  routes: { list: '/ambulance/device/netWorkCameraSourceList' },
  fields: {
    vehicleId: onVehicle,
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    position: {
      kind: 'select',
      label: l('安装位置', 'Position'),
      options: CAMERA_POSITIONS,
      optionLabels: {
        cabin: l('医疗舱', 'Patient cabin'),
        front: l('车前', 'Front'),
        rear: l('车后', 'Rear'),
        driver: l('驾驶室', 'Driver'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    streamUrl: {
      kind: 'text',
      label: l('视频源地址', 'Stream URL'),
      column: true,
      wide: true,
      help: l('rtsp://、rtmp:// 或 http(s):// 地址', 'An rtsp://, rtmp:// or http(s):// address'),
    },
    enabled,
    attributes,
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
});

// --- positions (device records) -------------------------------------------------------------------

/** Positions kept this many days unless the server is told otherwise (AMBULANCE_POSITION_DAYS). */
export const DEFAULT_POSITION_RETENTION_DAYS = 30;

/** The terminal a device record or a geofence event is of. */
const recordedTerminal = {
  kind: 'reference',
  reference: 'deviceAccounts',
  sameTenant: true,
  label: l('车载终端', 'Terminal'),
  column: true,
  filter: 'eq',
  readOnly: true,
} as const;

/** Where a fix was. */
const fixPlace = {
  lat: { kind: 'number', label: l('纬度', 'Latitude'), column: true, readOnly: true },
  lng: { kind: 'number', label: l('经度', 'Longitude'), column: true, readOnly: true },
} as const;

export const ambulancePositionDescription = describeResource({
  key: 'ambulancePositions',
  scope: 'tenant',
  readOnly: true,
  title: l('设备记录', 'Device record'),
  titleField: 'createdAt',
  routes: { list: '/ambulance/device/deviceRecord' },
  fields: {
    createdAt: { ...LOG_TIME_FIELD, label: l('定位时间', 'Fix time') },
    deviceAccountId: recordedTerminal,
    ...fixPlace,
    speed: { kind: 'number', label: l('速度 (km/h)', 'Speed (km/h)'), column: true, readOnly: true },
    heading: { kind: 'number', label: l('方向 (°)', 'Heading (°)'), column: true, readOnly: true },
    heartRate: { kind: 'number', label: l('心率', 'Heart rate'), column: true, readOnly: true },
    spo2: { kind: 'number', label: l('血氧 %', 'SpO₂ %'), column: true, readOnly: true },
    systolic: { kind: 'number', label: l('收缩压', 'Systolic'), readOnly: true },
    diastolic: { kind: 'number', label: l('舒张压', 'Diastolic'), readOnly: true },
    respiration: { kind: 'number', label: l('呼吸', 'Respiration'), readOnly: true },
    temperature: { kind: 'number', label: l('体温', 'Temperature'), readOnly: true },
  },
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
});

// --- geofence events ------------------------------------------------------------------------------

export const GEOFENCE_EVENT_KINDS = ['enter', 'exit'] as const;

/** A vehicle entered or left a hospital's geofence (its circle), stored when the fix showed it. */
export const ambulanceGeofenceEventDescription = describeResource({
  key: 'ambulanceGeofenceEvents',
  scope: 'tenant',
  readOnly: true,
  title: l('围栏事件', 'Geofence event'),
  titleField: 'kind',
  fields: {
    createdAt: LOG_TIME_FIELD,
    deviceAccountId: recordedTerminal,
    hospitalId: {
      kind: 'reference',
      reference: 'ambulanceHospitals',
      sameTenant: true,
      label: l('医院', 'Hospital'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    kind: {
      kind: 'select',
      label: l('事件', 'Event'),
      options: GEOFENCE_EVENT_KINDS,
      optionLabels: { enter: l('进入围栏', 'Entered'), exit: l('离开围栏', 'Left') },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    ...fixPlace,
  },
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
});
