import { describeResource, type Label } from '../describe';
import { EDITOR_ACCESS } from './ambulance-fleet';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Emergency tasks (issue 18 "Tasks", SPEC /ambulance/task/taskManage, ADR 0045): a call taken by
 * the dispatcher, the ambulance sent, the patient carried to a receiving hospital. The states
 * move only on the server (`TASK_MOVES`, resources/ambulance-tasks.ts): created → dispatched →
 * enRoute → onScene → transporting → arrived → closed, or cancelled from any open state.
 */
export const TASK_STATES = [
  'created',
  'dispatched',
  'enRoute',
  'onScene',
  'transporting',
  'arrived',
  'closed',
  'cancelled',
] as const;
export type TaskState = (typeof TASK_STATES)[number];
/** A task in one of these is open: its ambulance is on it and on no other. */
export const OPEN_TASK_STATES: readonly TaskState[] = TASK_STATES.filter(
  (state) => state !== 'closed' && state !== 'cancelled',
);

export const TASK_STATE_LABELS: Record<TaskState, Label> = {
  created: l('待派车', 'Created'),
  dispatched: l('已派车', 'Dispatched'),
  enRoute: l('出车途中', 'En route'),
  onScene: l('到达现场', 'On scene'),
  transporting: l('转运中', 'Transporting'),
  arrived: l('到达医院', 'At hospital'),
  closed: l('已结案', 'Closed'),
  cancelled: l('已取消', 'Cancelled'),
};

export const TASK_PRIORITIES = ['critical', 'urgent', 'normal'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, Label> = {
  critical: l('危重', 'Critical'),
  urgent: l('紧急', 'Urgent'),
  normal: l('普通', 'Normal'),
};

export const PATIENT_SEXES = ['male', 'female', 'unknown'] as const;

const stamp = (zh: string, en: string) => ({ kind: 'datetime', label: l(zh, en), readOnly: true }) as const;

export const ambulanceTaskDescription = describeResource({
  key: 'ambulanceTasks',
  scope: 'tenant',
  title: l('急救任务', 'Emergency task'),
  titleField: 'number',
  notFound: 'error.taskNotFound',
  routes: { list: '/ambulance/task/taskManage' },
  fields: {
    number: {
      kind: 'text',
      label: l('任务编号', 'Task number'),
      column: true,
      sortable: true,
      filter: 'like',
      readOnly: true,
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: TASK_STATES,
      optionLabels: TASK_STATE_LABELS,
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    priority: {
      kind: 'select',
      label: l('优先级', 'Priority'),
      options: TASK_PRIORITIES,
      optionLabels: TASK_PRIORITY_LABELS,
      column: true,
      filter: 'eq',
    },
    callerName: { kind: 'text', label: l('呼救人', 'Caller'), column: true, filter: 'like' },
    callerPhone: { kind: 'text', label: l('呼救电话', 'Caller phone'), column: true },
    address: {
      kind: 'text',
      label: l('接车地址', 'Pickup address'),
      column: true,
      filter: 'like',
      wide: true,
    },
    lat: {
      kind: 'number',
      label: l('接车纬度', 'Pickup latitude'),
      help: l('可选；填写后车辆进入现场围栏自动记到达现场', 'Optional; with it, on scene is set on arrival'),
    },
    lng: { kind: 'number', label: l('接车经度', 'Pickup longitude') },
    complaint: { kind: 'textarea', label: l('主诉 / 主要症状', 'Chief complaint'), wide: true },
    patientName: { kind: 'text', label: l('患者姓名', 'Patient name') },
    patientSex: {
      kind: 'select',
      label: l('性别', 'Sex'),
      options: PATIENT_SEXES,
      optionLabels: { male: l('男', 'Male'), female: l('女', 'Female'), unknown: l('不详', 'Unknown') },
    },
    patientAge: { kind: 'number', label: l('年龄', 'Age') },
    vehicleId: {
      kind: 'reference',
      reference: 'ambulanceVehicles',
      sameTenant: true,
      label: l('派遣车辆', 'Ambulance'),
      column: true,
      filter: 'eq',
      help: l('派车前须指定；一辆车同时只执行一个任务', 'Needed to dispatch; one open task per ambulance'),
    },
    hospitalId: {
      kind: 'reference',
      reference: 'ambulanceHospitals',
      sameTenant: true,
      label: l('接收医院', 'Receiving hospital'),
      column: true,
      filter: 'eq',
    },
    notes: { kind: 'textarea', label: l('备注', 'Notes'), wide: true },
    createdAt: {
      kind: 'datetime',
      label: l('接警时间', 'Call time'),
      column: true,
      sortable: true,
      filter: 'range',
      readOnly: true,
    },
    dispatchedAt: stamp('派车时间', 'Dispatched at'),
    enRouteAt: stamp('出车时间', 'En route at'),
    onSceneAt: stamp('到达现场时间', 'On scene at'),
    transportingAt: stamp('转运时间', 'Transport at'),
    arrivedAt: stamp('到达医院时间', 'At hospital at'),
    closedAt: stamp('结案时间', 'Closed at'),
    cancelledAt: stamp('取消时间', 'Cancelled at'),
    cancelReason: { kind: 'text', label: l('取消原因', 'Cancel reason'), readOnly: true },
  },
  search: ['number', 'callerName', 'address', 'patientName'],
  defaultSort: '-createdAt',
  access: EDITOR_ACCESS,
});

/** Who or what moved a task: a console user, the ambulance's terminal, or a geofence entry. */
export const TASK_MOVERS = ['console', 'terminal', 'geofence'] as const;
export type TaskMover = (typeof TASK_MOVERS)[number];
export const TASK_MOVER_LABELS: Record<TaskMover, Label> = {
  console: l('调度台', 'Console'),
  terminal: l('车载终端', 'Terminal'),
  geofence: l('地理围栏', 'Geofence'),
};

/** What happened to a pre-arrival notice's mail to the hospital. */
export const NOTICE_MAIL_STATES = ['pending', 'sent', 'failed', 'noMail'] as const;
export type NoticeMailState = (typeof NOTICE_MAIL_STATES)[number];

// --- the state machine (ADR 0045) ----------------------------------------------------------------

/** The moves of a task, by name: the console's buttons and the terminal's status messages. */
export const TASK_ACTIONS = [
  'dispatch',
  'depart',
  'reachScene',
  'transport',
  'arrive',
  'close',
  'cancel',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export interface TaskMove {
  action: TaskAction;
  from: readonly TaskState[];
  to: TaskState;
  /** Who may make it. */
  by: readonly TaskMover[];
}

/**
 * Every move there is; nothing else moves a task. The terminal reports its crew's progress
 * (departed, on scene, patient loaded, at hospital); a geofence entry sets on scene and at
 * hospital; only the console dispatches, closes and cancels.
 */
export const TASK_MOVES: readonly TaskMove[] = [
  { action: 'dispatch', from: ['created'], to: 'dispatched', by: ['console'] },
  { action: 'depart', from: ['dispatched'], to: 'enRoute', by: ['console', 'terminal'] },
  { action: 'reachScene', from: ['enRoute'], to: 'onScene', by: ['console', 'terminal', 'geofence'] },
  { action: 'transport', from: ['onScene'], to: 'transporting', by: ['console', 'terminal'] },
  { action: 'arrive', from: ['transporting'], to: 'arrived', by: ['console', 'terminal', 'geofence'] },
  { action: 'close', from: ['arrived'], to: 'closed', by: ['console'] },
  { action: 'cancel', from: OPEN_TASK_STATES, to: 'cancelled', by: ['console'] },
];

/** Where `action` by `by` takes a task in `state`, or null when it may not. */
export function nextTaskState(state: TaskState, action: TaskAction, by: TaskMover): TaskState | null {
  const move = TASK_MOVES.find((m) => m.action === action && m.from.includes(state) && m.by.includes(by));
  return move?.to ?? null;
}

/** The moves the console may make from `state` (its buttons). */
export function consoleActions(state: TaskState): TaskAction[] {
  return TASK_MOVES.filter((m) => m.from.includes(state) && m.by.includes('console')).map((m) => m.action);
}

export const isOpenTask = (state: TaskState) => OPEN_TASK_STATES.includes(state);

/** The time column each state stamps when a task enters it. */
export const TASK_STAMPS = {
  dispatched: 'dispatchedAt',
  enRoute: 'enRouteAt',
  onScene: 'onSceneAt',
  transporting: 'transportingAt',
  arrived: 'arrivedAt',
  closed: 'closedAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<TaskState, string>>;
