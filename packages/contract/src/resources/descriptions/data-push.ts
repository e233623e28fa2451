import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label, LOG_TIME_FIELD } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** What a data push target may subscribe to (SPEC §3 "data types"). */
export const DATA_PUSH_TYPES = ['patientAdt', 'visits', 'notices', 'deviceStatus'] as const;
export type DataPushType = (typeof DATA_PUSH_TYPES)[number];

/** The events pushed, each of one data type (`webhook.test` goes to the target it is sent to). */
export const DATA_PUSH_EVENTS = {
  'patient.admitted': 'patientAdt',
  'patient.transferred': 'patientAdt',
  'patient.discharged': 'patientAdt',
  'visit.booked': 'visits',
  'visit.cancelled': 'visits',
  notice: 'notices',
  'device.status': 'deviceStatus',
} as const satisfies Record<string, DataPushType>;
export type DataPushEvent = keyof typeof DATA_PUSH_EVENTS;
export const DATA_PUSH_EVENT_NAMES = Object.keys(DATA_PUSH_EVENTS) as DataPushEvent[];
export const DATA_PUSH_TEST_EVENT = 'webhook.test';

/**
 * Patient and family data that leaves in a delivery only when the company has chosen it (issue 17,
 * "a per-company allow-list of payload fields"); everything else in a payload is identifiers,
 * places, times and states. A family notice's phone and text are the notice itself: a company
 * sends them by choosing the notices data type.
 */
export const DATA_PUSH_PERSONAL_FIELDS = [
  'patientName',
  'hospitalisationNumber',
  'familyName',
  'familyPhone',
] as const;
export type DataPushPersonalField = (typeof DATA_PUSH_PERSONAL_FIELDS)[number];
export const DATA_PUSH_PERSONAL_FIELD_LABELS: Record<DataPushPersonalField, Label> = {
  patientName: l('患者姓名', 'Patient name'),
  hospitalisationNumber: l('住院号', 'Hospitalisation number'),
  familyName: l('家属姓名', 'Family member name'),
  familyPhone: l('家属电话', 'Family member phone'),
};

/** SPEC §4 data push status: abnormal after the retries ran out (reset by an edit); disabled by hand or by 410 Gone. */
export const DATA_PUSH_STATES = ['normal', 'abnormal', 'disabled'] as const;
export const DATA_PUSH_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

const stateLabels = {
  normal: l('正常', 'Normal'),
  abnormal: l('异常', 'Abnormal'),
  disabled: l('已停用', 'Disabled'),
};

const eventLabels = {
  'patient.admitted': l('患者入院 (ADT A01)', 'Patient admitted (ADT A01)'),
  'patient.transferred': l('患者转床 (ADT A02)', 'Patient transferred (ADT A02)'),
  'patient.discharged': l('患者出院 (ADT A03)', 'Patient discharged (ADT A03)'),
  'visit.booked': l('探视预约', 'Visit booked'),
  'visit.cancelled': l('探视取消', 'Visit cancelled'),
  notice: l('家属通知', 'Family notice'),
  'device.status': l('设备状态', 'Device status'),
  'webhook.test': l('测试推送', 'Test delivery'),
};

/**
 * Data push targets (SPEC §3, issue 17 "webhooks"): a hospital system that receives the tenant's
 * events as Standard Webhooks deliveries, signed with the target's secret (kept encrypted; the API
 * shows only its last characters).
 */
export const dataPushTargetDescription = describeResource({
  key: 'dataPushTargets',
  scope: 'tenant',
  title: l('数据推送', 'Data push target'),
  titleField: 'name',
  notFound: 'error.dataPushTargetNotFound',
  routes: { list: '/setting/dataPush' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    url: { kind: 'text', label: l('推送地址', 'URL'), column: true, wide: true },
    dataTypes: {
      kind: 'tags',
      label: l('数据类型', 'Data types'),
      options: DATA_PUSH_TYPES,
      optionLabels: {
        patientAdt: l('患者出入院', 'Patient ADT'),
        visits: l('探视', 'Visits'),
        notices: l('家属通知', 'Family notices'),
        deviceStatus: l('设备状态', 'Device status'),
      },
      column: true,
    },
    events: {
      kind: 'tags',
      label: l('事件', 'Events'),
      options: DATA_PUSH_EVENT_NAMES,
      optionLabels: eventLabels,
      help: l('不选则推送所选数据类型的全部事件', 'None chosen: every event of the chosen data types'),
      wide: true,
    },
    secret: {
      kind: 'password',
      label: l('签名密钥', 'Signing secret'),
      writeOnly: true,
      help: l(
        'whsec_ 开头的 Standard Webhooks 密钥；留空则自动生成，可用“更换密钥”查看新密钥',
        'A Standard Webhooks secret starting with whsec_; left empty, one is generated (“Rotate secret” shows a new one once)',
      ),
    },
    secretHint: { kind: 'text', label: l('签名密钥', 'Signing secret'), column: true, readOnly: true },
    maxRetries: { kind: 'number', label: l('最大重连次数', 'Max reconnect count'), column: true },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: DATA_PUSH_STATES,
      optionLabels: stateLabels,
      column: true,
      filter: 'eq',
      readOnly: true,
    },
  },
  search: ['name', 'url'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.nameExists' }],
  transitions: {
    disable: { field: 'state', from: ['normal', 'abnormal'], to: 'disabled' },
    enable: { field: 'state', from: ['disabled'], to: 'normal' },
  },
});

/**
 * The delivery log of data push: one row per message and target, with its attempts, the last
 * answer and error. The server writes it; the console lists it and replays a delivery.
 */
export const dataPushDeliveryDescription = describeResource({
  key: 'dataPushDeliveries',
  scope: 'tenant',
  readOnly: true,
  title: l('推送记录', 'Delivery'),
  titleField: 'event',
  fields: {
    createdAt: LOG_TIME_FIELD,
    targetId: {
      kind: 'reference',
      reference: 'dataPushTargets',
      sameTenant: true,
      label: l('推送目标', 'Target'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    event: {
      kind: 'select',
      label: l('事件', 'Event'),
      options: [...DATA_PUSH_EVENT_NAMES, DATA_PUSH_TEST_EVENT],
      optionLabels: eventLabels,
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    messageId: { kind: 'text', label: l('消息编号', 'Message id'), readOnly: true },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: DATA_PUSH_DELIVERY_STATES,
      optionLabels: {
        pending: l('待发送', 'Pending'),
        delivered: l('已送达', 'Delivered'),
        failed: l('失败', 'Failed'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    attempts: { kind: 'number', label: l('尝试次数', 'Attempts'), column: true, readOnly: true },
    responseCode: { kind: 'number', label: l('响应码', 'Response code'), column: true, readOnly: true },
    error: { kind: 'text', label: l('错误', 'Error'), column: true, readOnly: true },
    lastAttemptAt: {
      kind: 'datetime',
      label: l('最近尝试', 'Last attempt'),
      column: true,
      readOnly: true,
    },
    nextAttemptAt: { kind: 'datetime', label: l('下次尝试', 'Next attempt'), column: true, readOnly: true },
    payload: { kind: 'json', label: l('内容', 'Payload'), readOnly: true },
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
});

/**
 * `POST …/dataPushTargets/{id}/rotateSecret`: the new secret, shown this once. Deliveries carry a
 * signature with the old secret too until `previousValidUntil`.
 */
export interface RotatedSecret {
  secret: string;
  secretHint: string;
  previousValidUntil: string;
}
