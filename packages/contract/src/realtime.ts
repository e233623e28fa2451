import { z } from 'zod';
import type { Alarm, BedStation } from './alarms';
import { listQuerySchema, pageSchema } from './api/list';
import type { LiveChatMessage, LiveTerminalMessage } from './live-chat';
import type { SchoolNoticeMessage } from './resources/school-messages';
import type { CallNotice, ChatPhrasesNotice } from './resources/virtual-cockpit';
import type { TaskEta, TaskNoticeMessage } from './resources/ambulance-tasks';
import type { TaskState } from './resources/descriptions/ambulance-tasks';
import type { CallState } from './resources/descriptions/virtual-cockpit';
import type { ServerProbe } from './resources/descriptions/servers';

/**
 * The real-time backbone (ARCHITECTURE §6): MQTT topics terminals use, the commands the console
 * sends them, and the console WebSocket's messages. Shared by server, web and simulator.
 */

/** `t/{customerId}/{account}/{channel}`: a terminal publishes and subscribes only under its own prefix. */
export const TERMINAL_CHANNELS = ['status', 'telemetry', 'event', 'cmd', 'ack'] as const;
export type TerminalChannel = (typeof TERMINAL_CHANNELS)[number];
/** What a terminal may publish to (cmd is the server's) and subscribe to (only cmd). */
export const TERMINAL_PUBLISH: readonly TerminalChannel[] = ['status', 'telemetry', 'event', 'ack'];
export const TERMINAL_SUBSCRIBE: readonly TerminalChannel[] = ['cmd'];

/**
 * The largest message a terminal may publish per channel (issue 21): larger ones are refused and
 * logged, never stored. The broker closes a connection whose packet is bigger than
 * MQTT_MAX_PACKET_BYTES before reading it (the largest channel limit plus topic and header).
 */
export const TERMINAL_PAYLOAD_LIMITS: Record<Exclude<TerminalChannel, 'cmd'>, number> = {
  status: 64,
  telemetry: 16 * 1024,
  event: 4 * 1024,
  ack: 1024,
};
export const MQTT_MAX_PACKET_BYTES = 20 * 1024;

/**
 * A client id names its own account: the account itself, or dash-separated parts one of which is
 * the account (`sim-8000001`, `8000001-a`, `test-8000001-x1`). Any other is refused, so a terminal
 * cannot take over (disconnect, inherit the session of) another terminal's connection.
 */
export function clientIdFits(clientId: string, account: string): boolean {
  if (!account || clientId.length > 128) return false;
  return clientId === account || clientId.split('-').includes(account);
}

const jsonKey = z.string().min(1).max(64);
const jsonScalar = z.union([z.number(), z.string().max(1024), z.boolean(), z.null()]);
const flatObject = z.record(jsonKey, jsonScalar).refine((o) => Object.keys(o).length <= 64);
const jsonLevel2 = z.union([jsonScalar, z.array(jsonScalar).max(64), flatObject]);
const jsonLevel1 = z.union([
  jsonScalar,
  z.array(z.union([jsonScalar, flatObject])).max(64),
  z.record(jsonKey, jsonLevel2).refine((o) => Object.keys(o).length <= 64),
]);
/** A JSON object of at most 64 keys, nested at most three levels: what a terminal reports. */
const terminalRecordSchema = z
  .record(jsonKey, jsonLevel1)
  .refine((o) => Object.keys(o).length <= 64, { message: 'too many keys' });
/** A telemetry message (`.../telemetry`): readings by name (`hr`, `spo2`, `gps`...). */
export const terminalTelemetrySchema = terminalRecordSchema;
/** An event message (`.../event`): `{ kind, at }`, a visit call or code report, and the like. */
export const terminalEventSchema = terminalRecordSchema;

/**
 * What the server sends a terminal on its `cmd` topic that is no command (no numeric `id`, never
 * acknowledged): live chat answers and lines, school notifications. A terminal that does not know
 * one ignores it.
 */
export type TerminalNotice =
  LiveTerminalMessage | SchoolNoticeMessage | CallNotice | ChatPhrasesNotice | TaskNoticeMessage;

export function terminalTopic(customerId: number, account: string, channel: TerminalChannel): string {
  return `t/${customerId}/${account}/${channel}`;
}

export function parseTerminalTopic(
  topic: string,
): { customerId: number; account: string; channel: TerminalChannel } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== 't') return null;
  const customerId = Number(parts[1]);
  const channel = parts[3] as TerminalChannel;
  if (!Number.isInteger(customerId) || customerId <= 0 || !parts[2]) return null;
  if (!TERMINAL_CHANNELS.includes(channel)) return null;
  return { customerId, account: parts[2], channel };
}

/** Retained status payloads; the last will is `offline`. */
export const STATUS_ONLINE = 'online';
export const STATUS_OFFLINE = 'offline';

/**
 * Commands: enable/disable the terminal, push a configuration (the console sends these), join or
 * leave a meeting room (sent when a room starts or ends; payload `{ roomId, ... }`).
 */
export const CONSOLE_COMMAND_KINDS = ['enable', 'disable', 'config'] as const;
export const ROOM_COMMAND_KINDS = ['joinRoom', 'leaveRoom'] as const;
/** Sent by an upgrade rollout (issue 17): payload `{ targetId, url, version, checksum, size }`. */
export const UPGRADE_COMMAND_KINDS = ['upgrade'] as const;
/** An emergency task sent to its ambulance, or called off (ADR 0045): payload `{ taskId, … }`. */
export const TASK_COMMAND_KINDS = ['taskDispatch', 'taskCancel'] as const;
export const COMMAND_KINDS = [
  ...CONSOLE_COMMAND_KINDS,
  ...ROOM_COMMAND_KINDS,
  ...UPGRADE_COMMAND_KINDS,
  ...TASK_COMMAND_KINDS,
] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];
/**
 * queued: the terminal is offline, delivered when it connects; requested: sent, not yet
 * acknowledged; acknowledged: the terminal received it; applied / failed: its outcome.
 */
export const COMMAND_STATES = ['queued', 'requested', 'acknowledged', 'applied', 'failed'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

export const commandCreateSchema = z
  .object({
    deviceAccountId: z.coerce.number({ error: 'validation.required' }).int().positive(),
    kind: z.enum(CONSOLE_COMMAND_KINDS, { error: 'validation.enum' }),
    /** Configuration pushed with `config` (key → value), at most 4 KB as JSON. */
    payload: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
      .optional()
      .refine((v) => v === undefined || JSON.stringify(v).length <= 4096, { error: 'validation.max' }),
  })
  .strict()
  .refine((v) => v.kind !== 'config' || (v.payload && Object.keys(v.payload).length > 0), {
    error: 'validation.required',
    path: ['payload'],
  });
export type CommandCreate = z.infer<typeof commandCreateSchema>;

export const commandSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  deviceAccountId: z.number(),
  kind: z.enum(COMMAND_KINDS),
  payload: z.record(z.string(), z.unknown()).nullable(),
  state: z.enum(COMMAND_STATES),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type TerminalCommand = z.infer<typeof commandSchema>;

export const commandListQuerySchema = z
  .object({
    deviceAccountId: z.coerce.number({ error: 'validation.required' }).int().positive(),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** What a command carries to the terminal on `.../cmd`. */
export interface CommandMessage {
  id: number;
  kind: CommandKind;
  payload: Record<string, unknown> | null;
}
/** What a terminal answers on `.../ack`. */
export const commandAckSchema = z.object({
  id: z.number().int().positive(),
  state: z.enum(['acknowledged', 'applied', 'failed']),
  error: z.string().max(500).optional(),
});

/** The latest telemetry of a terminal, as the console reads it. */
export const telemetrySchema = z.object({
  deviceAccountId: z.number(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Telemetry = z.infer<typeof telemetrySchema>;

// ---- console WebSocket (`/{product}Api/ws`) -------------------------------------------------

/**
 * Topics a console view subscribes to: `presence` (every terminal the caller may see),
 * `commands:{deviceAccountId}`, `telemetry:{deviceAccountId}`, `visits`, `alarms` (every alarm
 * transition of the tenant), `gatewayUsers` (the tenant's applet users' approval and presence) and
 * `station:{wardId}` (a ward's beds as their samples arrive).
 */
export type RealtimeTopic =
  | 'presence'
  | 'visits'
  | 'alarms'
  | 'gatewayUsers'
  | 'servers'
  | 'compute'
  | 'ambulance'
  | 'ambulanceTasks'
  | 'calls'
  | `commands:${number}`
  | `telemetry:${number}`
  | `station:${number}`
  | `live:${number}`
  | `liveAudit:${number}`
  | `upgrade:${number}`
  | `inbox:${number}`
  /** A collaboration session's live view: a doctor is in a room session while subscribed (ADR 0047). */
  | `collaboration:${number}`;
export const REALTIME_TOPIC_PATTERN =
  /^(presence|visits|alarms|gatewayUsers|servers|compute|ambulance|ambulanceTasks|calls|(commands|telemetry|station|live|liveAudit|upgrade|inbox|collaboration):[1-9]\d{0,9})$/;

export interface PresenceEvent {
  type: 'presence';
  customerId: number;
  id: number;
  account: string;
  online: boolean;
  lastSeenAt: string | null;
}
export interface CommandEvent {
  type: 'command';
  customerId: number;
  command: TerminalCommand;
}
export interface TelemetryEvent {
  type: 'telemetry';
  customerId: number;
  telemetry: Telemetry;
}
/** An ICU visit changed state (the visit list and ward page update without a reload). */
export interface VisitEvent {
  type: 'visit';
  customerId: number;
  visit: { id: number; wardId: number; state: string };
}
/** An alarm was raised or changed (upgraded, acknowledged, silenced, unsilenced, escalated, cleared, audited). */
export interface AlarmRealtimeEvent {
  type: 'alarm';
  customerId: number;
  alarm: Alarm;
}
/**
 * A bed's latest values and levels after a batch of its samples was stored (at most one per bed
 * and batch, about twice a second), with its highest open alarm; and when the bed's terminal
 * connects or goes silent (`online`).
 */
export interface StationEvent {
  type: 'station';
  customerId: number;
  station: BedStation;
}
/**
 * A live stream's chat or viewers changed (ADR 28). `live:{id}` (its viewers) hears visible and
 * withdrawn messages and viewer counts; `liveAudit:{id}` (its auditors) hears every message change.
 */
export interface LiveRealtimeEvent {
  type: 'live';
  customerId: number;
  liveId: number;
  /** For the auditors' topic only (a pending message, a ban). */
  audit: boolean;
  change: 'message' | 'viewers' | 'checkIn' | 'ban';
  message?: LiveChatMessage;
  online?: { accounts: number; devices: number };
}
/** A gateway's applet user registered, was approved, rejected or revoked, or came on or off line. */
export interface GatewayUserEvent {
  type: 'gatewayUser';
  customerId: number;
  user: { id: number; gatewayId: number; auditState: string; online: boolean; lastSeenAt: string | null };
}
/**
 * A server was probed (ADR 0029): its status, latency and error; `wentDown` when it was up (or
 * not yet checked) before. Platform administrators only (`customerId` 0 is no tenant's).
 */
export interface ServerRealtimeEvent {
  type: 'server';
  customerId: 0;
  probe: ServerProbe;
  wentDown: boolean;
}
/** An upgrade package's rollout or one of its terminals moved (`upgrade:{packageId}`, issue 17). */
export interface UpgradeRealtimeEvent {
  type: 'upgrade';
  customerId: number;
  packageId: number;
  rolloutId: number;
  /** The terminal that moved; absent when only the rollout changed (paused, next wave). */
  target?: { id: number; deviceAccountId: number; state: string; progress: number; error: string | null };
  rolloutState: string;
}
/** A compute server came on or off line or reported its load (`compute`, ADR 0035). */
export interface ComputeRealtimeEvent {
  type: 'compute';
  customerId: number;
  server: {
    id: number;
    online: boolean;
    currentLoad: number;
    gpuPercent: number | null;
    cpuPercent: number | null;
    reportedAt: string | null;
  };
}
/** A call between two terminals was placed or moved (`calls`, ADR 0037): the call log row as it is now. */
export interface CallRealtimeEvent {
  type: 'call';
  customerId: number;
  call: {
    id: number;
    callerId: number;
    calleeId: number;
    groupId: number | null;
    state: CallState;
    applyTime: string;
    answerTime: string | null;
    startTime: string | null;
    endTime: string | null;
    duration: number | null;
  };
}
/**
 * An ambulance terminal sent a GPS fix (`ambulance`, ADR 0040): where it is, how fast and where
 * it heads, and the patient monitor's vitals that came with it. The company's editors hear it.
 */
export interface AmbulanceRealtimeEvent {
  type: 'ambulance';
  customerId: number;
  fix: {
    deviceAccountId: number;
    at: string;
    lat: number;
    lng: number;
    speed: number | null;
    heading: number | null;
    vitals: Record<string, number> | null;
  };
}
/**
 * An emergency task moved, got a pre-arrival notice, or its ETA changed with a fix of its
 * ambulance (`ambulanceTasks`, ADR 0045). The company's editors hear it.
 */
export interface AmbulanceTaskRealtimeEvent {
  type: 'ambulanceTask';
  customerId: number;
  taskId: number;
  change: 'state' | 'notice' | 'eta' | 'edit';
  state: TaskState;
  eta?: TaskEta | null;
}
/** A school notification reached a member's inbox, or the member read one (`inbox:{userId}`, theirs only). */
export interface InboxRealtimeEvent {
  type: 'inbox';
  customerId: number;
  userId: number;
  messageId: number;
}
export type RealtimeEvent =
  | AmbulanceRealtimeEvent
  | AmbulanceTaskRealtimeEvent
  | CallRealtimeEvent
  | InboxRealtimeEvent
  | ComputeRealtimeEvent
  | GatewayUserEvent
  | UpgradeRealtimeEvent
  | PresenceEvent
  | ServerRealtimeEvent
  | CommandEvent
  | TelemetryEvent
  | VisitEvent
  | AlarmRealtimeEvent
  | StationEvent
  | LiveRealtimeEvent;

/**
 * What a visit's terminal publishes on its `event` channel when the family's call starts or
 * ends (the terminal must be bound to the visit's bed).
 */
export const visitCallEventSchema = z.object({
  type: z.literal('visitCall'),
  visitId: z.number().int().positive(),
  call: z.enum(['start', 'end']),
});
export type VisitCallEvent = z.infer<typeof visitCallEventSchema>;

/**
 * What the visiting-room terminal publishes on its `event` channel when the family enters the
 * visit's one-time code, before the call: the server accepts it once, inside the visit's window,
 * and checks the visit in.
 */
export const visitCodeEventSchema = z.object({
  type: z.literal('visitCode'),
  visitId: z.number().int().positive(),
  code: z.string().regex(/^\d{6}$/),
});
export type VisitCodeEvent = z.infer<typeof visitCodeEventSchema>;

export function topicOf(event: RealtimeEvent): RealtimeTopic {
  if (event.type === 'presence') return 'presence';
  if (event.type === 'visit') return 'visits';
  if (event.type === 'alarm') return 'alarms';
  if (event.type === 'gatewayUser') return 'gatewayUsers';
  if (event.type === 'server') return 'servers';
  if (event.type === 'compute') return 'compute';
  if (event.type === 'ambulance') return 'ambulance';
  if (event.type === 'ambulanceTask') return 'ambulanceTasks';
  if (event.type === 'call') return 'calls';
  if (event.type === 'station') return `station:${event.station.wardId}`;
  if (event.type === 'command') return `commands:${event.command.deviceAccountId}`;
  if (event.type === 'live') return event.audit ? `liveAudit:${event.liveId}` : `live:${event.liveId}`;
  if (event.type === 'upgrade') return `upgrade:${event.packageId}`;
  if (event.type === 'inbox') return `inbox:${event.userId}`;
  return `telemetry:${event.telemetry.deviceAccountId}`;
}

export type ClientMessage =
  { type: 'auth'; token: string } | { type: 'sub'; topic: string } | { type: 'unsub'; topic: string };

export type ServerMessage =
  | { type: 'ready' }
  | { type: 'subscribed'; topic: string }
  | { type: 'denied'; topic: string }
  | { type: 'event'; topic: RealtimeTopic; event: RealtimeEvent };

/** WebSocket close codes: session missing/expired, and a malformed conversation. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_PROTOCOL = 4400;

// ---- terminal monitor (`/terminalMonitor/terminal`) -----------------------------------------

/** A terminal as the monitor grid shows it. */
export const monitorTerminalSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  account: z.string(),
  name: z.string(),
  deviceType: z.string(),
  enabled: z.boolean(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type MonitorTerminal = z.infer<typeof monitorTerminalSchema>;

export const monitorQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    online: z.enum(['true', 'false'], { error: 'validation.enum' }).optional(),
    deviceType: z.string().trim().max(16, { error: 'validation.max' }).optional(),
  })
  .strict();
export type MonitorQuery = z.infer<typeof monitorQuerySchema>;

/** One page of terminals (online first, then by account) and the tenant's online/offline counts. */
export const monitorPageSchema = pageSchema(monitorTerminalSchema).extend({
  counts: z.object({ online: z.number(), offline: z.number() }),
});
export type MonitorPage = z.infer<typeof monitorPageSchema>;
