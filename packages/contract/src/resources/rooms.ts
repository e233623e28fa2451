import { z } from 'zod';
import { defineResource } from './define';
import { choice } from './patterns';
import {
  MAX_ROOM_DEVICES,
  PIP_POSITIONS,
  ROOM_ENTRY_MODES,
  ROOM_TYPES,
  roomDescription,
} from './descriptions/rooms';
import { LAYOUTS } from './descriptions/companies';

export * from './descriptions/rooms';

const required = { error: 'validation.required' } as const;
const optionalId = () => z.number({ error: 'validation.invalid' }).int().positive().nullable().optional();

/** The zod schemas of {@link roomDescription} (SPEC §3 fields); room rules needing data are the server's. */
export const roomDefinition = defineResource(roomDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    type: choice(ROOM_TYPES).default('meeting'),
    status: z.string().optional(),
    entryMode: choice(ROOM_ENTRY_MODES).default('invite'),
    inviteCode: z.string().nullable().optional(),
    maxDevices: z
      .number(required)
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(MAX_ROOM_DEVICES, { error: 'validation.max' }),
    deviceAccountIds: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(MAX_ROOM_DEVICES, { error: 'validation.max' })
      .default([]),
    chairmanArea: z.boolean().default(false),
    record: z.boolean().default(false),
    pipStatus: z.boolean().default(false),
    pipPosition: choice(PIP_POSITIONS).default('bottomRight'),
    pipSourceId: optionalId(),
    layout: choice(LAYOUTS).nullable().optional(),
    layoutTemplateId: optionalId(),
    description: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    startedAt: z.string().nullable().optional(),
    endedAt: z.string().nullable().optional(),
  },
  refine: (v, ctx) => {
    const ids = v.deviceAccountIds as number[] | undefined;
    const max = v.maxDevices as number | undefined;
    if (ids !== undefined && max !== undefined && ids.length > max)
      ctx.addIssue({ code: 'custom', message: 'validation.roomTooManyDevices', path: ['deviceAccountIds'] });
  },
});

/**
 * inRoom: its join command was applied and it is online; joining: the command is on its way;
 * offline: it joined (or was asked to) but is offline now; left: it applied the leave command;
 * failed: it refused the join; notInvited: no join was sent (the room has not started).
 */
export const ROOM_PRESENCES = ['inRoom', 'joining', 'offline', 'left', 'failed', 'notInvited'] as const;

export const roomParticipantSchema = z.object({
  deviceAccountId: z.number(),
  account: z.string(),
  name: z.string(),
  online: z.boolean(),
  presence: z.enum(ROOM_PRESENCES),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** A room as its page and the room monitor show it live: status and who is in. */
export const roomLiveSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  name: z.string(),
  status: z.string(),
  entryMode: z.string(),
  inviteCode: z.string().nullable(),
  layout: z.string().nullable(),
  startedAt: z.string().nullable(),
  participants: z.array(roomParticipantSchema),
  inRoom: z.number(),
});
export type RoomLive = z.infer<typeof roomLiveSchema>;

/** `/roomMonitor/roomMonitor`: the rooms in progress, and the company's rotation period. */
export const roomMonitorSchema = z.object({
  pollingSeconds: z.number(),
  rooms: z.array(roomLiveSchema),
});
export type RoomMonitor = z.infer<typeof roomMonitorSchema>;

/**
 * What the join command of a recorded room's source terminal carries (ADR 0047): the address to
 * push the meeting's composed picture to, the room's recording stream on the stream server.
 */
export const roomRecordPayloadSchema = z.object({ pushUrl: z.string() });
export type RoomRecordPayload = z.infer<typeof roomRecordPayloadSchema>;

/** SPEC §9 splits of the room monitor wall. */
export const ROOM_MONITOR_SPLITS = [1, 2, 4, 6, 9] as const;
