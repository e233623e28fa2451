import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label, type FieldMeta } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §3 video source types: what feeds a terminal's input (one source of each per terminal). */
export const SOURCE_TYPES = [
  'hdmi',
  'sdi',
  'vga',
  'usbCamera',
  'networkCamera',
  'screenShare',
  'medicalDevice',
] as const;

export const RESOLUTIONS = ['3840x2160', '1920x1080', '1280x720', '960x540', '640x360'] as const;

/** Constant or variable bitrate. */
export const ENCODING_MODES = ['cbr', 'vbr'] as const;

export const QUALITIES = ['high', 'medium', 'low'] as const;

export const FRAME_RATE = { min: 1, max: 60 } as const;

/** Kbit/s. */
export const BITRATE = { min: 64, max: 20_000 } as const;

export const RESOLUTION_LABELS = {
  '3840x2160': l('4K (3840×2160)', '4K (3840×2160)'),
  '1920x1080': l('1080P (1920×1080)', '1080p (1920×1080)'),
  '1280x720': l('720P (1280×720)', '720p (1280×720)'),
  '960x540': l('540P (960×540)', '540p (960×540)'),
  '640x360': l('360P (640×360)', '360p (640×360)'),
};

const ENCODING_LABELS = { cbr: l('固定码率', 'Constant bitrate'), vbr: l('可变码率', 'Variable bitrate') };

const QUALITY_LABELS = { high: l('高', 'High'), medium: l('中', 'Medium'), low: l('低', 'Low') };

/** The five settings of one stream (main or sub), stored flattened as `main…` / `sub…`. */
type StreamSetting = 'FrameRate' | 'Bitrate' | 'Resolution' | 'EncodingMode' | 'Quality';

function streamFields<P extends 'main' | 'sub'>(
  prefix: P,
  name: Label,
): Record<`${P}${StreamSetting}`, FieldMeta> {
  const label = (zh: string, en: string) => l(`${name.zh}${zh}`, `${name.en} ${en}`);
  return {
    [`${prefix}FrameRate`]: {
      kind: 'number',
      label: label('帧率', 'frame rate'),
      help: l(`${FRAME_RATE.min}-${FRAME_RATE.max} fps`, `${FRAME_RATE.min}-${FRAME_RATE.max} fps`),
    },
    [`${prefix}Bitrate`]: {
      kind: 'number',
      label: label('码率', 'bitrate'),
      help: l(`${BITRATE.min}-${BITRATE.max} kbps`, `${BITRATE.min}-${BITRATE.max} kbps`),
    },
    [`${prefix}Resolution`]: {
      kind: 'select',
      label: label('分辨率', 'resolution'),
      options: RESOLUTIONS,
      optionLabels: RESOLUTION_LABELS,
      ...(prefix === 'main' ? { column: true } : {}),
    },
    [`${prefix}EncodingMode`]: {
      kind: 'select',
      label: label('编码模式', 'encoding mode'),
      options: ENCODING_MODES,
      optionLabels: ENCODING_LABELS,
    },
    [`${prefix}Quality`]: {
      kind: 'select',
      label: label('画质', 'quality'),
      options: QUALITIES,
      optionLabels: QUALITY_LABELS,
    },
  } as Record<`${P}${StreamSetting}`, FieldMeta>;
}

const MAIN = l('主码流', 'Main stream');

const SUB = l('辅码流', 'Sub stream');

/**
 * Video sources of a device account (SPEC §3, tab inputSource). One source of each type per
 * terminal ('this source type already exists, cancel add'); exactly one is the main (primary)
 * source and it cannot be disabled (SPEC §8). The rules live in the server's hooks because they
 * look at the terminal's other sources.
 */
export const videoSourceDescription = describeResource({
  key: 'videoSources',
  scope: 'tenant',
  title: l('输入源', 'Video source'),
  titleField: 'name',
  notFound: 'error.streamSourceNotFound',
  fields: {
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('设备账号', 'Device account'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: SOURCE_TYPES,
      column: true,
      filter: 'eq',
      optionLabels: {
        hdmi: l('HDMI', 'HDMI'),
        sdi: l('SDI', 'SDI'),
        vga: l('VGA', 'VGA'),
        usbCamera: l('USB 摄像头', 'USB camera'),
        networkCamera: l('网络摄像头', 'Network camera'),
        screenShare: l('屏幕共享', 'Screen share'),
        medicalDevice: l('医疗设备', 'Medical device'),
      },
    },
    primary: {
      kind: 'switch',
      label: l('主输入源', 'Main source'),
      column: true,
      sortable: true,
      filter: 'eq',
      optionLabels: { true: l('主输入源', 'Main source'), false: l('否', 'No') },
      help: l('每个设备有且只有一个主输入源', 'Each device has exactly one main source'),
    },
    enabled: {
      kind: 'switch',
      label: l('启用', 'Enabled'),
      column: true,
      filter: 'eq',
      optionLabels: { true: l('启用', 'Enabled'), false: l('停用', 'Disabled') },
    },
    ...streamFields('main', MAIN),
    subStreamEnabled: { kind: 'switch', label: l('启用辅码流', 'Sub stream enabled'), column: true },
    ...streamFields('sub', SUB),
  },
  search: ['name'],
  // The main source first, then in the order they were added.
  defaultSort: '-primary,createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});
