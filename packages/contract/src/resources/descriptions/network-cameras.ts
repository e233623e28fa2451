import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Camera fields shown and edited on the info tab (and the create form). */
export const CAMERA_INFO_FIELDS = [
  'name',
  'brand',
  'address',
  'port',
  'username',
  'password',
  'deviceAccountId',
  'mainStreamPath',
  'mainStreamResolution',
  'mainStreamFrameRate',
  'mainStreamBitrate',
  'subStreamPath',
  'subStreamResolution',
  'subStreamFrameRate',
  'subStreamBitrate',
  'description',
] as const;

export const CAMERA_BRANDS = ['hikvision', 'dahua', 'uniview', 'axis', 'onvif', 'other'] as const;

export const STREAM_RESOLUTIONS = [
  '3840x2160',
  '2560x1440',
  '1920x1080',
  '1280x720',
  '704x576',
  '640x480',
  '640x360',
  '352x288',
] as const;

const resolutionLabels = Object.fromEntries(
  STREAM_RESOLUTIONS.map((value) => [value, l(value.replace('x', '×'), value.replace('x', '×'))]),
);

/**
 * Network cameras (SPEC §3): RTSP sources of a tenant, optionally attached to the terminal that
 * pulls their streams. The password is write-only in the API: terminals need it in clear to log
 * in to the camera, so the server keeps it as entered (not hashed) and never returns it.
 */
export const networkCameraDescription = describeResource({
  key: 'networkCameras',
  scope: 'tenant',
  title: l('网络摄像头', 'Network camera'),
  titleField: 'name',
  routes: {
    list: '/device/networkCameraManage',
    detail: '/device/networkCameraManage/cameraDetail/:id',
  },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    brand: {
      kind: 'select',
      label: l('品牌', 'Brand'),
      options: CAMERA_BRANDS,
      column: true,
      filter: 'eq',
      optionLabels: {
        hikvision: l('海康威视', 'Hikvision'),
        dahua: l('大华', 'Dahua'),
        uniview: l('宇视', 'Uniview'),
        axis: l('安讯士', 'Axis'),
        onvif: l('ONVIF 通用', 'Generic ONVIF'),
        other: l('其他', 'Other'),
      },
    },
    address: {
      kind: 'text',
      label: l('IP 地址', 'IP address'),
      column: true,
      filter: 'like',
      help: l('IPv4 地址或域名，如 192.168.1.64', 'IPv4 address or host name, e.g. 192.168.1.64'),
    },
    port: {
      kind: 'number',
      label: l('端口', 'Port'),
      column: true,
      help: l('RTSP 默认 554', 'RTSP default 554'),
    },
    username: { kind: 'text', label: l('登录账号', 'Login') },
    password: {
      kind: 'password',
      label: l('密码', 'Password'),
      writeOnly: true,
      help: l('设备拉流时使用，不会回显', 'Used by terminals to pull the stream; never shown'),
    },
    mainStreamPath: {
      kind: 'text',
      label: l('主码流地址', 'Main stream'),
      wide: true,
      help: l('如 /Streaming/Channels/101 或 rtsp://…', 'e.g. /Streaming/Channels/101 or rtsp://…'),
    },
    mainStreamResolution: {
      kind: 'select',
      label: l('主码流分辨率', 'Main stream resolution'),
      options: STREAM_RESOLUTIONS,
      optionLabels: resolutionLabels,
    },
    mainStreamFrameRate: { kind: 'number', label: l('主码流帧率 (fps)', 'Main stream frame rate (fps)') },
    mainStreamBitrate: { kind: 'number', label: l('主码流码率 (kbps)', 'Main stream bitrate (kbps)') },
    subStreamPath: {
      kind: 'text',
      label: l('子码流地址', 'Sub stream'),
      wide: true,
      help: l('可选，如 /Streaming/Channels/102', 'Optional, e.g. /Streaming/Channels/102'),
    },
    subStreamResolution: {
      kind: 'select',
      label: l('子码流分辨率', 'Sub stream resolution'),
      options: STREAM_RESOLUTIONS,
      optionLabels: resolutionLabels,
    },
    subStreamFrameRate: { kind: 'number', label: l('子码流帧率 (fps)', 'Sub stream frame rate (fps)') },
    subStreamBitrate: { kind: 'number', label: l('子码流码率 (kbps)', 'Sub stream bitrate (kbps)') },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('所属终端', 'Terminal'),
      column: true,
      filter: 'eq',
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'address'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.cameraNameExists' }],
});
