import { WARD_STAFF_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §4: nostart (not checked in), wait, doing (visiting), over (overdue), finished, cancel, exception. */
export const VISIT_STATES = ['nostart', 'wait', 'doing', 'over', 'finished', 'cancel', 'exception'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** Characters of a cancellation's or an exception's reason. */
export const VISIT_REASON_MAX = 200;

export const VISIT_TYPES = ['video', 'onsite'] as const;

export const VISIT_STATE_LABELS: Record<VisitState, Label> = {
  nostart: l('未签到', 'Not checked in'),
  wait: l('等待中', 'Waiting'),
  doing: l('探视中', 'Visiting'),
  over: l('已超时', 'Overdue'),
  finished: l('已结束', 'Finished'),
  cancel: l('已取消', 'Cancelled'),
  exception: l('异常', 'Exception'),
};

/**
 * Visits of the ICU (SPEC /icu/visitManage, §3 visit record, §4 states). Booked for an approved
 * registration inside the ward's visiting periods; the state moves only through the server's
 * state machine (actions, the terminals' call reports, the overdue job).
 */
export const visitDescription = describeResource({
  key: 'visits',
  scope: 'tenant',
  title: l('探视', 'Visit'),
  titleField: 'familyName',
  routes: { list: '/icu/visitManage' },
  fields: {
    registrationId: {
      kind: 'reference',
      reference: 'visitRegistrations',
      sameTenant: true,
      label: l('探视登记', 'Registration'),
    },
    patientName: { kind: 'text', label: l('患者姓名', 'Patient'), readOnly: true, column: true },
    wardId: {
      kind: 'reference',
      reference: 'wards',
      sameTenant: true,
      label: l('病区', 'Ward'),
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: l('床位', 'Bed'),
      readOnly: true,
      column: true,
    },
    familyName: { kind: 'text', label: l('家属', 'Family'), readOnly: true, column: true, filter: 'like' },
    visitType: {
      kind: 'select',
      label: l('探视方式', 'Visit type'),
      options: VISIT_TYPES,
      column: true,
      filter: 'eq',
      optionLabels: { video: l('视频探视', 'Video'), onsite: l('床旁探视', 'At the bedside') },
    },
    startsAt: {
      kind: 'datetime',
      label: l('预约时间', 'Appointment'),
      column: true,
      sortable: true,
      filter: 'range',
    },
    startedAt: { kind: 'datetime', label: l('探视时间', 'Visit started'), readOnly: true, column: true },
    endedAt: { kind: 'datetime', label: l('结束时间', 'Ended'), readOnly: true },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: VISIT_STATES,
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: VISIT_STATE_LABELS,
    },
    reason: { kind: 'textarea', label: l('原因', 'Reason'), readOnly: true },
    code: { kind: 'text', label: l('探视码', 'Visit code'), readOnly: true },
  },
  search: ['familyName', 'patientName'],
  defaultSort: '-startsAt',
  access: WARD_STAFF_ACCESS,
});

/** Wall-clock times of visiting periods are the hospital's (mainland China, no daylight saving). */
export const VISIT_TIME_ZONE = 'Asia/Shanghai';
/** {@link VISIT_TIME_ZONE}'s offset all year (no daylight saving). */
export const VISIT_ZONE_OFFSET = '+08:00';
/** SPEC §9 week cycle: Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// ---- state machine (SPEC §4) ----------------------------------------------------------------

/** What moves a visit, by whom: staff actions, the terminals' call reports, the overdue job. */
export const VISIT_ACTIONS = ['checkIn', 'start', 'overdue', 'finish', 'cancel', 'exception'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/** Each action's allowed starting states and its result. */
export const VISIT_TRANSITIONS: Record<VisitAction, { from: readonly VisitState[]; to: VisitState }> = {
  checkIn: { from: ['nostart'], to: 'wait' },
  start: { from: ['nostart', 'wait'], to: 'doing' },
  overdue: { from: ['doing'], to: 'over' },
  finish: { from: ['doing', 'over'], to: 'finished' },
  cancel: { from: ['nostart', 'wait'], to: 'cancel' },
  exception: { from: ['nostart', 'wait', 'doing', 'over'], to: 'exception' },
};

/** The state after `action`, or null when `action` is not allowed from `state`. */
export function nextVisitState(state: VisitState, action: VisitAction): VisitState | null {
  const transition = VISIT_TRANSITIONS[action];
  return transition.from.includes(state) ? transition.to : null;
}
