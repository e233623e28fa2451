import type { MessageKey } from '../../i18n/messages';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { LAYOUTS } from './companies';

const l = (zh: string, en: string): Label => ({ zh, en });

/** SPEC §4 meeting room status. `deleted` rooms stay listed (history) until purged. */
export const ROOM_STATUSES = ['notStarted', 'inProgress', 'ended', 'deleted'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** SPEC §3 entry modes: terminals are pulled in (force), join with the invite code, or join freely. */
export const ROOM_ENTRY_MODES = ['force', 'invite', 'free'] as const;
export type RoomEntryMode = (typeof ROOM_ENTRY_MODES)[number];

export const ROOM_TYPES = ['meeting', 'consultation', 'teaching'] as const;

export const PIP_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;

/**
 * Most devices one room holds. SPEC §3 names "max devices" per room without a bound; the company's
 * `maxRoom` (SPEC §9, -1 unlimited) is its quota of rooms, counted over rooms not deleted, and its
 * `inviteParticipantLimit` bounds an invite-code room. A room's own `maxDevices` is a positive
 * number up to this, and the room's device list may not exceed it.
 */
export const MAX_ROOM_DEVICES = 64;

/** Digits of a room's invite code (regenerable; only invite rooms carry one). */
export const INVITE_CODE_LENGTH = 6;

/**
 * The state machine of a room (SPEC §4), one place for the server's checks and the console's
 * buttons: start sends every device a join command, end a leave command; remove marks it deleted
 * (an in-progress room must be ended first); only a deleted room is purged (DELETE).
 */
export const ROOM_TRANSITIONS = {
  start: { from: ['notStarted'], to: 'inProgress' },
  end: { from: ['inProgress'], to: 'ended' },
  remove: { from: ['notStarted', 'ended'], to: 'deleted' },
} as const satisfies Record<string, { from: readonly RoomStatus[]; to: RoomStatus }>;
export type RoomAction = keyof typeof ROOM_TRANSITIONS;

export * from './room-policy';

/** Said under each option the company's room policy may fix. */
const POLICY_HELP = l(
  '企业的会议室策略可能固定此项（始终开启或关闭）',
  'The company’s room policy may fix this option (always on, or off)',
);

const statusLabels = {
  notStarted: l('未开始', 'Not started'),
  inProgress: l('进行中', 'In progress'),
  ended: l('已结束', 'Ended'),
  deleted: l('已删除', 'Deleted'),
};

/**
 * Meeting rooms (SPEC §3, /room/roomList, /room/info/{roomId}): the company's terminals meet in
 * them. Status moves only by the actions of {@link ROOM_TRANSITIONS}; an ended or deleted room is
 * read-only, and an in-progress room keeps its devices until it ends.
 */
export const roomDescription = describeResource({
  key: 'rooms',
  scope: 'tenant',
  title: l('会议室', 'Meeting room'),
  titleField: 'name',
  notFound: 'error.roomNotFound',
  routes: { list: '/room/roomList', detail: '/room/info/:id' },
  fields: {
    name: { kind: 'text', label: l('会议室名称', 'Name'), column: true, sortable: true, filter: 'like' },
    type: {
      kind: 'select',
      label: l('类型', 'Type'),
      options: ROOM_TYPES,
      column: true,
      filter: 'eq',
      optionLabels: {
        meeting: l('会议', 'Meeting'),
        consultation: l('会诊', 'Consultation'),
        teaching: l('教学', 'Teaching'),
      },
    },
    status: {
      kind: 'select',
      label: l('状态', 'Status'),
      options: ROOM_STATUSES,
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: statusLabels,
    },
    entryMode: {
      kind: 'select',
      label: l('入会方式', 'Entry mode'),
      options: ROOM_ENTRY_MODES,
      column: true,
      filter: 'eq',
      optionLabels: {
        force: l('强制入会', 'Forced'),
        invite: l('邀请码入会', 'Invite code'),
        free: l('自由入会', 'Free'),
      },
    },
    inviteCode: {
      kind: 'text',
      label: l('邀请码', 'Invite code'),
      readOnly: true,
      column: true,
      filter: 'eq',
    },
    maxDevices: {
      kind: 'number',
      label: l('最大设备数', 'Max devices'),
      column: true,
      help: l(
        `1–${MAX_ROOM_DEVICES}，不少于已选设备数`,
        `1–${MAX_ROOM_DEVICES}, at least the devices chosen`,
      ),
    },
    deviceAccountIds: {
      kind: 'reference',
      reference: 'deviceAccounts',
      multiple: true,
      sameTenant: true,
      label: l('参会设备', 'Devices'),
      filter: 'eq',
      wide: true,
    },
    chairmanArea: { kind: 'switch', label: l('主席区', 'Chairman area'), help: POLICY_HELP },
    record: { kind: 'switch', label: l('录制', 'Record'), help: POLICY_HELP },
    pipStatus: { kind: 'switch', label: l('画中画', 'Picture in picture'), help: POLICY_HELP },
    pipPosition: {
      kind: 'select',
      label: l('画中画位置', 'PIP position'),
      options: PIP_POSITIONS,
      optionLabels: {
        topLeft: l('左上', 'Top left'),
        topRight: l('右上', 'Top right'),
        bottomLeft: l('左下', 'Bottom left'),
        bottomRight: l('右下', 'Bottom right'),
      },
    },
    pipSourceId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('画中画来源', 'PIP source'),
      help: l('须为本会议室的设备', 'One of the room’s devices'),
    },
    layout: {
      kind: 'select',
      label: l('布局', 'Layout'),
      options: LAYOUTS,
      help: l('留空使用企业默认布局', 'Empty: the company’s default layout'),
      optionLabels: {
        quad: l('四分屏', 'Quad'),
        six: l('六分屏', 'Six'),
        nine: l('九分屏', 'Nine'),
        fullScreen: l('全屏', 'Full screen'),
        onePlusN: l('1+N', '1+N'),
        twoWayHorizontal: l('双路横向', 'Two-way horizontal'),
        twoWayVertical: l('双路纵向', 'Two-way vertical'),
      },
    },
    layoutTemplateId: {
      kind: 'reference',
      reference: 'layoutTemplates',
      sameTenant: true,
      label: l('布局模板', 'Layout template'),
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
    startedAt: { kind: 'datetime', label: l('开始时间', 'Started at'), readOnly: true, column: true },
    endedAt: { kind: 'datetime', label: l('结束时间', 'Ended at'), readOnly: true },
  },
  search: ['name', 'description'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['name'], message: 'error.roomNameExists' }],
});

/** The refusal of each action from a status it does not leave from. */
export const ROOM_TRANSITION_REFUSALS = {
  start: 'error.roomCannotStart',
  end: 'error.roomCannotEnd',
  remove: 'error.roomCannotRemove',
} as const satisfies Record<RoomAction, MessageKey>;

/** Who is in a room: a room device and how far its join got. */
export type RoomPresence = 'inRoom' | 'joining' | 'offline' | 'left' | 'failed' | 'notInvited';
