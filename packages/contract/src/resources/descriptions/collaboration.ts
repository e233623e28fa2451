import type { MessageKey } from '../../i18n/messages';
import { describeResource, STAFF_READ_ACCESS, type Label, type ResourceAccess } from '../describe';
import { EDITOR_ACCESS } from './ambulance-fleet';
import { COLLABORATION_KINDS, type CollaborationKind } from './collaboration-titles';

const l = (zh: string, en: string): Label => ({ zh, en });

export { COLLABORATION_KINDS, COLLABORATION_TITLES, type CollaborationKind } from './collaboration-titles';

/** What a session rides on: a meeting room (join/leave commands) or a live stream (nginx-rtmp). */
export type CollaborationMedium = 'room' | 'live';
export const COLLABORATION_MEDIUM: Record<CollaborationKind, CollaborationMedium> = {
  meeting: 'room',
  live: 'live',
  operation: 'live',
  visit: 'room',
  ward: 'room',
  consultation: 'room',
};

export const COLLABORATION_KIND_LABELS: Record<CollaborationKind, Label> = {
  meeting: l('远程会议', 'Remote meeting'),
  live: l('医疗直播', 'Medical live stream'),
  operation: l('手术协同', 'Surgery'),
  visit: l('远程探视', 'Remote visit'),
  ward: l('远程查房', 'Ward round'),
  consultation: l('多方会诊', 'Consultation'),
};

/** The catalogue's three routes of each kind (`collaborationGroup(...)` in routes/catalogue.ts). */
export const COLLABORATION_ROUTES: Record<CollaborationKind, { list: string; edit: string; record: string }> =
  {
    meeting: {
      list: '/mcMeetingManage/mc_meetingList',
      edit: '/mcMeetingManage/mc_meetingEditInfo',
      record: '/mcMeetingManage/mc_meetingRecord',
    },
    live: {
      list: '/mcliveManage/mc_liveList',
      edit: '/mcliveManage/mc_liveEditInfo',
      record: '/mcliveManage/mc_liveRecord',
    },
    operation: {
      list: '/mcOperationManage/mc_operationList',
      edit: '/mcOperationManage/mc_operationEditInfo',
      record: '/mcOperationManage/mc_operationRecord',
    },
    visit: {
      list: '/mcVisitManage/mc_visitList',
      edit: '/mcVisitManage/mc_visitEditInfo',
      record: '/mcVisitManage/mc_visitRecord',
    },
    ward: {
      list: '/mcWardManage/mc_wardList',
      edit: '/mcWardManage/mc_wardEditInfo',
      record: '/mcWardManage/mc_wardRecord',
    },
    consultation: {
      list: '/mcConsultationManage/mc_ConsultationList',
      edit: '/mcConsultationManage/mc_consultationEditInfo',
      record: '/mcConsultationManage/mc_ConsultationRecord',
    },
  };

/** The kind and page (`list`, `edit`, `record`) a console path is, or undefined. */
export function collaborationPageOf(
  pathname: string,
): { kind: CollaborationKind; page: 'list' | 'edit' | 'record' } | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  for (const kind of COLLABORATION_KINDS) {
    for (const page of ['list', 'edit', 'record'] as const)
      if (COLLABORATION_ROUTES[kind][page].toLowerCase() === path) return { kind, page };
  }
  return undefined;
}

/** SPEC-style states of a session: scheduled → in progress → ended, or cancelled before it starts. */
export const COLLABORATION_STATES = ['scheduled', 'inProgress', 'ended', 'cancelled'] as const;
export type CollaborationState = (typeof COLLABORATION_STATES)[number];

export const COLLABORATION_STATE_LABELS: Record<CollaborationState, Label> = {
  scheduled: l('待开始', 'Scheduled'),
  inProgress: l('进行中', 'In progress'),
  ended: l('已结束', 'Ended'),
  cancelled: l('已取消', 'Cancelled'),
};

/**
 * The state machine, one place for the server's checks and the console's buttons: start starts
 * the room (join commands) or the live stream (its push is taken), end ends it, cancel drops a
 * session that has not started. Nothing else moves a session; ended and cancelled are final.
 */
export const COLLABORATION_TRANSITIONS = {
  start: { from: ['scheduled'], to: 'inProgress' },
  end: { from: ['inProgress'], to: 'ended' },
  cancel: { from: ['scheduled'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly CollaborationState[]; to: CollaborationState }>;
export type CollaborationAction = keyof typeof COLLABORATION_TRANSITIONS;

/** The refusal of each action from a state it does not leave from. */
export const COLLABORATION_REFUSALS = {
  start: 'error.collaborationCannotStart',
  end: 'error.collaborationCannotEnd',
  cancel: 'error.collaborationCannotCancel',
} as const satisfies Record<CollaborationAction, MessageKey>;

/** Longest planned duration, minutes (a day). */
export const MAX_PLANNED_MINUTES = 1440;
/** Most terminals and most doctors one session invites. */
export const MAX_SESSION_TERMINALS = 64;
export const MAX_SESSION_DOCTORS = 50;

/**
 * Fields only some kinds have. The others are refused on write (`validation.notForKind`) and not
 * offered in their form: the consent note is the operation's; the source terminal is the live
 * kinds' (the terminal that pushes); the hospitals and requesting terminal are the consultation's.
 * The record flag is every kind's: a live kind's stream records, a room kind's room (ADR 0047).
 */
export const KIND_ONLY_FIELDS: Record<string, readonly CollaborationKind[]> = {
  consentNote: ['operation'],
  sourceDeviceId: ['live', 'operation'],
  requestingHospital: ['consultation'],
  consultedHospital: ['consultation'],
  requestingDeviceId: ['consultation'],
  ambulanceVehicleId: ['consultation'],
  ambulanceHospitalId: ['consultation'],
};

/** Fields a kind's form shows, in order. */
export function collaborationFormFields(kind: CollaborationKind): string[] {
  return SESSION_FORM_ORDER.filter((field) => KIND_ONLY_FIELDS[field]?.includes(kind) ?? true);
}
const SESSION_FORM_ORDER = [
  'title',
  'scheduledAt',
  'plannedMinutes',
  'department',
  'hostId',
  'patientId',
  'patientName',
  'hospitalNumber',
  'requestingHospital',
  'requestingDeviceId',
  'consultedHospital',
  'ambulanceVehicleId',
  'ambulanceHospitalId',
  'sourceDeviceId',
  'record',
  'deviceAccountIds',
  'doctorIds',
  'consentNote',
  'description',
];

/**
 * The staff (doctors, nurses) follow sessions and start and end them (`POST …/{id}/start|end`,
 * ADR 0041); administrators schedule, change, cancel and delete them (the terminal picker is
 * theirs: device accounts are the administrators' data).
 */
export const COLLABORATION_ACCESS: ResourceAccess = STAFF_READ_ACCESS;
/** Who starts and ends a session. */
export const COLLABORATION_RUN_ACCESS = 'staff' as const;

/** The vehicle an ambulance consultation is opened from (an ambulance terminal's vehicle). */
const AMBULANCE_VEHICLE_FIELD = {
  kind: 'reference',
  reference: 'ambulanceVehicles',
  sameTenant: true,
  label: l('急救车', 'Ambulance'),
  column: true,
  filter: 'eq',
} as const;
/** The receiving hospital an ambulance consultation is opened with (the fleet's hospitals). */
const AMBULANCE_HOSPITAL_FIELD = {
  kind: 'reference',
  reference: 'ambulanceHospitals',
  sameTenant: true,
  label: l('接收医院', 'Receiving hospital'),
  column: true,
  filter: 'eq',
} as const;

/**
 * A collaboration session of one kind: title, schedule, department, host (surgeon), the patient
 * (a patient record, or a name and hospitalisation number), invited terminals and doctors, and
 * the kind's own fields. The room or live stream it owns is the server's (`roomId`, `liveId`).
 */
export const collaborationSessionDescription = describeResource({
  key: 'collaborationSessions',
  scope: 'tenant',
  title: l('协同会话', 'Collaboration session'),
  titleField: 'title',
  notFound: 'error.collaborationNotFound',
  fields: {
    kind: {
      kind: 'select',
      label: l('类型', 'Kind'),
      options: COLLABORATION_KINDS,
      optionLabels: COLLABORATION_KIND_LABELS,
      createOnly: true,
      filter: 'eq',
    },
    title: { kind: 'text', label: l('主题', 'Title'), column: true, sortable: true, filter: 'like' },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: COLLABORATION_STATES,
      optionLabels: COLLABORATION_STATE_LABELS,
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    scheduledAt: {
      kind: 'datetime',
      label: l('计划开始', 'Scheduled start'),
      column: true,
      sortable: true,
      filter: 'range',
    },
    plannedMinutes: {
      kind: 'number',
      label: l('计划时长(分钟)', 'Planned duration (min)'),
      help: l(`1–${MAX_PLANNED_MINUTES} 分钟`, `1–${MAX_PLANNED_MINUTES} minutes`),
    },
    department: { kind: 'text', label: l('科室', 'Department'), column: true, filter: 'like' },
    hostId: {
      kind: 'reference',
      reference: 'staffAccounts',
      sameTenant: true,
      label: l('主持人/主刀医生', 'Host / surgeon'),
      column: true,
      filter: 'eq',
    },
    patientId: {
      kind: 'reference',
      reference: 'patients',
      sameTenant: true,
      label: l('患者档案', 'Patient record'),
      help: l('选择后自动带出姓名和住院号', 'Fills in the name and hospitalisation number'),
    },
    patientName: { kind: 'text', label: l('患者姓名', 'Patient'), column: true, filter: 'like' },
    hospitalNumber: { kind: 'text', label: l('住院号', 'Hospitalisation number'), filter: 'like' },
    requestingHospital: { kind: 'text', label: l('申请医院', 'Requesting hospital') },
    requestingDeviceId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('申请方终端', 'Requesting terminal'),
    },
    consultedHospital: { kind: 'text', label: l('受邀医院', 'Consulted hospital') },
    // An ambulance consultation (ADR 0046) names the vehicle and its receiving hospital; they are
    // set on /ambulance/hospital/consultationManage (the editors' page) and shown here.
    ambulanceVehicleId: { ...AMBULANCE_VEHICLE_FIELD, column: false, filter: undefined, readOnly: true },
    ambulanceHospitalId: { ...AMBULANCE_HOSPITAL_FIELD, column: false, filter: undefined, readOnly: true },
    sourceDeviceId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('手术室/直播终端', 'Operating-theatre terminal'),
      help: l('推流的终端', 'The terminal that pushes the stream'),
    },
    record: { kind: 'switch', label: l('录制', 'Record') },
    deviceAccountIds: {
      kind: 'reference',
      reference: 'deviceAccounts',
      multiple: true,
      sameTenant: true,
      label: l('参与终端', 'Terminals'),
      wide: true,
    },
    doctorIds: {
      kind: 'reference',
      reference: 'staffAccounts',
      multiple: true,
      sameTenant: true,
      label: l('参与医生', 'Doctors'),
      wide: true,
    },
    consentNote: {
      kind: 'textarea',
      label: l('知情同意', 'Consent note'),
      help: l('患者或家属的知情同意情况', 'The consent of the patient or family'),
      wide: true,
    },
    description: { kind: 'textarea', label: l('说明', 'Notes'), wide: true },
    roomId: { kind: 'reference', reference: 'rooms', label: l('会议室', 'Meeting room'), readOnly: true },
    liveId: { kind: 'reference', reference: 'lives', label: l('直播', 'Live stream'), readOnly: true },
    startedAt: { kind: 'datetime', label: l('开始时间', 'Started'), readOnly: true },
    endedAt: { kind: 'datetime', label: l('结束时间', 'Ended'), readOnly: true },
  },
  search: ['title', 'patientName', 'department'],
  defaultSort: '-scheduledAt',
  access: COLLABORATION_ACCESS,
});

/** The page of the ambulance consultations (SPEC §2 /ambulance/hospital, the editors'). */
export const AMBULANCE_CONSULTATION_ROUTE = '/ambulance/hospital/consultationManage';

/**
 * The consultations an ambulance opens with a receiving hospital (ADR 0046): the collaboration
 * sessions of kind consultation that name a vehicle — the same rows, room, moves and records as
 * /mcConsultationManage — served to the ambulance editors (SPEC §6), who pick the vehicle and the
 * hospital (both required here, both the company's). The vehicle's terminal is the requesting
 * terminal; the hospital's name the consulted hospital.
 */
export const ambulanceConsultationDescription = describeResource({
  key: 'ambulanceConsultations',
  scope: 'tenant',
  title: l('急救会诊', 'Ambulance consultation'),
  titleField: 'title',
  notFound: 'error.collaborationNotFound',
  routes: { list: AMBULANCE_CONSULTATION_ROUTE },
  fields: {
    title: collaborationSessionDescription.fields.title,
    ambulanceVehicleId: AMBULANCE_VEHICLE_FIELD,
    ambulanceHospitalId: AMBULANCE_HOSPITAL_FIELD,
    state: collaborationSessionDescription.fields.state,
    scheduledAt: collaborationSessionDescription.fields.scheduledAt,
    plannedMinutes: collaborationSessionDescription.fields.plannedMinutes,
    department: { ...collaborationSessionDescription.fields.department, column: false },
    hostId: { ...collaborationSessionDescription.fields.hostId, column: false, filter: undefined },
    patientName: collaborationSessionDescription.fields.patientName,
    hospitalNumber: collaborationSessionDescription.fields.hospitalNumber,
    doctorIds: collaborationSessionDescription.fields.doctorIds,
    description: collaborationSessionDescription.fields.description,
    startedAt: collaborationSessionDescription.fields.startedAt,
    endedAt: collaborationSessionDescription.fields.endedAt,
  },
  search: ['title', 'patientName'],
  defaultSort: '-scheduledAt',
  access: EDITOR_ACCESS,
});

const RECORD_ACCESS: ResourceAccess = {
  view: 'staff',
  create: 'customerAdmin',
  update: 'customerAdmin',
  delete: 'customerAdmin',
  export: 'staff',
};

/**
 * The record of a session (`mc_*Record`): written by the server when it starts and completed when
 * it ends — start, end, duration, who was invited and who joined (the room's join commands, the
 * live stream's viewers). Kept when the session's room or stream is gone.
 */
export const collaborationRecordDescription = describeResource({
  key: 'collaborationRecords',
  scope: 'tenant',
  readOnly: true,
  title: l('协同记录', 'Collaboration record'),
  titleField: 'title',
  fields: {
    sessionId: {
      kind: 'reference',
      reference: 'collaborationSessions',
      sameTenant: true,
      label: l('会话', 'Session'),
      readOnly: true,
    },
    kind: {
      kind: 'select',
      label: l('类型', 'Kind'),
      options: COLLABORATION_KINDS,
      optionLabels: COLLABORATION_KIND_LABELS,
      readOnly: true,
      filter: 'eq',
    },
    title: { kind: 'text', label: l('主题', 'Title'), column: true, filter: 'like', readOnly: true },
    patientName: { kind: 'text', label: l('患者姓名', 'Patient'), column: true, readOnly: true },
    department: { kind: 'text', label: l('科室', 'Department'), readOnly: true },
    startedAt: {
      kind: 'datetime',
      label: l('开始时间', 'Started'),
      column: true,
      sortable: true,
      filter: 'range',
      readOnly: true,
    },
    endedAt: { kind: 'datetime', label: l('结束时间', 'Ended'), column: true, readOnly: true },
    duration: {
      kind: 'number',
      label: l('时长', 'Duration'),
      help: l('时:分:秒', 'h:mm:ss'),
      column: true,
      sortable: true,
      readOnly: true,
    },
    joined: { kind: 'tags', label: l('实际参与', 'Joined'), column: true, readOnly: true },
    invited: { kind: 'tags', label: l('受邀参与', 'Invited'), readOnly: true },
  },
  search: ['title'],
  defaultSort: '-startedAt',
  access: RECORD_ACCESS,
});

/**
 * The doctors a session invites: the company's staff accounts (user type 4), read-only here
 * (the accounts are managed with the company's users).
 */
export const staffAccountDescription = describeResource({
  key: 'staffAccounts',
  scope: 'tenant',
  readOnly: true,
  title: l('医生', 'Doctor'),
  titleField: 'realName',
  fields: {
    account: { kind: 'text', label: l('账号', 'Account'), column: true, filter: 'like', readOnly: true },
    realName: {
      kind: 'text',
      label: l('姓名', 'Name'),
      column: true,
      sortable: true,
      filter: 'like',
      readOnly: true,
    },
  },
  search: ['account', 'realName'],
  defaultSort: 'realName',
  access: RECORD_ACCESS,
});

/** Seconds as h:mm:ss (m:ss under an hour): a record's duration on the page and in its export. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
