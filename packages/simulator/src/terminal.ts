import mqtt, { type MqttClient } from 'mqtt';
import {
  STATUS_OFFLINE,
  STATUS_ONLINE,
  terminalTopic,
  type CommandMessage,
  type VisitCallEvent,
  type VisitCodeEvent,
} from '@console/contract/realtime';
import type { LiveChatMessage, LiveTerminalEvent, LiveTerminalMessage } from '@console/contract/live-chat';
import type { UpgradeCommandPayload, UpgradeProgressEvent } from '@console/contract/upgrades';
import type { SchoolNoticeMessage } from '@console/contract/resources/school-messages';
import type {
  TaskDispatchPayload,
  TaskNoticeMessage,
  TaskStatusEvent,
} from '@console/contract/resources/ambulance-tasks';
import { CallAgent, type CallBehaviour, type CallPeers } from './calls';
import { gpsTrack } from './gps';
import { RoomPush, type Spawn } from './room-push';
import {
  DEFAULT_UPGRADE,
  downloadChecksum,
  upgradeFails,
  type Firmware,
  type UpgradeBehaviour,
} from './upgrade';
import { isOutOfRange, vitalsStream } from './vitals';

/** The load a simulated compute server wanders up to when no maximum is given. */
export const DEFAULT_COMPUTE_MAX_LOAD = 8;

type LiveReply = Extract<LiveTerminalMessage, { type: 'liveReply' }>;

export interface TerminalIdentity {
  customerId: number;
  account: string;
  /** Device type from the device account (bedside, ambulance, ...); decides the telemetry. */
  deviceType?: string | undefined;
  /** The call groups it is in and whom it may ring there (the demo places calls now and then). */
  callPeers?: readonly CallPeers[] | undefined;
}

export interface TerminalBehaviour {
  /** MQTT keepalive in seconds: the heartbeat the broker sees. */
  keepalive: number;
  /** Milliseconds between telemetry messages; 0 = none (presence only). */
  telemetryMs: number;
  /** Chance per telemetry tick that the terminal drops off the network (no DISCONNECT: last will). */
  dropoutRate: number;
  /** How long a dropped terminal stays away, in milliseconds (min, max). */
  awayMs: readonly [number, number];
  /** Chance per telemetry tick of a call event. */
  callRate: number;
  /** What it runs (reported on connect); none: it takes no upgrades. */
  firmware?: Firmware | undefined;
  /** How it takes upgrades (fail rate, pace, where it downloads from). */
  upgrade?: Partial<UpgradeBehaviour> | undefined;
  /**
   * Milliseconds after a school notification arrives until it is shown and reported read
   * (`schoolNoticeRead`); negative: never read. Default 500.
   */
  noticeReadMs?: number | undefined;
  /** A compute server (device type `compute`, ADR 0035): the most streams its load wanders to. */
  computeMaxLoad?: number | undefined;
  /** How it answers, starts, ends and places virtual-cockpit calls (ADR 0037). */
  calls?: Partial<CallBehaviour> | undefined;
  /**
   * An ambulance drives its dispatched tasks (ADR 0045): reports departing, drives to the pickup,
   * stays `sceneMs` (default 30 s), reports transport and drives to the hospital, whose geofence
   * sets the arrival. Off: it only records the tasks it receives.
   */
  driveTasks?: { sceneMs?: number } | undefined;
  /**
   * How it pushes a recorded meeting's picture (ADR 0047): ffmpeg's path (default Debian's), false
   * to push nothing, or a spawner (tests).
   */
  roomPush?: false | { ffmpeg?: string | undefined; spawn?: Spawn | undefined } | undefined;
}

export interface TerminalStats {
  connects: number;
  refused: number;
  dropouts: number;
  messages: number;
  commands: number;
}

type Random = () => number;

function roomIdOf(command: CommandMessage): number | null {
  const id = command.payload?.roomId;
  return typeof id === 'number' ? id : null;
}

/** The push address a recorded room's join command carries for its source terminal (ADR 0047). */
function pushUrlOf(command: CommandMessage): string | null {
  const record = command.payload?.record as { pushUrl?: unknown } | undefined;
  return record && typeof record.pushUrl === 'string' ? record.pushUrl : null;
}

/**
 * One simulated terminal: logs in with its device account, subscribes to its commands, announces
 * itself online (retained, last will offline), then sends telemetry by device type, answers
 * commands (acknowledged, then applied; a join or leave command moves it into or out of a room) and now and then drops off and comes back.
 */
export class SimulatedTerminal {
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private returnTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private disabled = false;
  private readonly seenCommands = new Set<number>();
  private readonly vitals: () => ReturnType<ReturnType<typeof vitalsStream>>;
  private readonly gps: ReturnType<typeof gpsTrack>;
  /** A compute server's current load (streams or tasks it runs), wandering a step per tick. */
  computeLoad = 0;
  private computeReported = false;
  config: Record<string, unknown> = {};
  /** The meeting room it is in (join and leave commands), or null. */
  room: number | null = null;
  /** What it runs now (an upgrade that is done changes the version). */
  firmware: Firmware | undefined;
  /** Every upgrade progress report it sent, in order. */
  readonly upgradeReports: UpgradeProgressEvent[] = [];
  /** Chat lines of the live streams it watches, as the server sends them. */
  readonly liveMessages: LiveChatMessage[] = [];
  /** School notifications received, in order. */
  readonly notices: SchoolNoticeMessage[] = [];
  /** Emergency tasks sent to it (`taskDispatch` commands), in order (ADR 0045). */
  readonly tasks: TaskDispatchPayload[] = [];
  /** Tasks called off (`taskCancel` commands): their ids. */
  readonly cancelledTasks: number[] = [];
  /** The server's answers to its task status reports. */
  readonly taskNotices: TaskNoticeMessage[] = [];
  /** Its virtual-cockpit calls: place one, answer as `calls.behaviour` says, every notice heard. */
  readonly calls: CallAgent;
  /** The push of a recorded meeting it is the source of (ffmpeg's test picture), or none. */
  readonly roomPush: RoomPush | null;
  private readonly liveWaiters: { match: (r: LiveReply) => boolean; resolve: (r: LiveReply) => void }[] = [];

  constructor(
    readonly identity: TerminalIdentity,
    private readonly options: {
      url: string;
      password: string;
      behaviour: TerminalBehaviour;
      random: Random;
      stats: TerminalStats;
      onError?: (error: Error) => void;
    },
  ) {
    this.vitals = vitalsStream(options.random);
    this.gps = gpsTrack(options.random);
    this.firmware = options.behaviour.firmware ? { ...options.behaviour.firmware } : undefined;
    this.calls = new CallAgent(
      identity.account,
      options.behaviour.calls,
      (event) => this.publishEvent(event),
      (run, ms) => void setTimeout(run, ms).unref(),
      options.random,
    );
    const push = options.behaviour.roomPush;
    this.roomPush = push === false ? null : new RoomPush(push ?? {});
  }

  private topic(channel: 'status' | 'telemetry' | 'event' | 'cmd' | 'ack') {
    return terminalTopic(this.identity.customerId, this.identity.account, channel);
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Resolves once connected (or refused: then it stays offline and `refused` counts it). */
  start(): Promise<void> {
    this.stopped = false;
    const { behaviour } = this.options;
    const client = mqtt.connect(this.options.url, {
      username: this.identity.account,
      password: this.options.password,
      clientId: `sim-${this.identity.account}`,
      keepalive: behaviour.keepalive,
      reconnectPeriod: 0,
      connectTimeout: 30_000,
      clean: true,
      will: { topic: this.topic('status'), payload: Buffer.from(STATUS_OFFLINE), qos: 1, retain: true },
    });
    this.client = client;
    client.on('message', (_topic, payload) => this.onCommand(payload));
    // A reconnect is scheduled by the terminal itself (drop-outs), never by the library.
    client.on('close', () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    });
    return new Promise((resolve) => {
      client.once('connect', () => {
        // Stopped (or dropped and restarted) while this connection was still logging in.
        if (this.stopped || this.client !== client) {
          client.end(true);
          resolve();
          return;
        }
        this.options.stats.connects++;
        client.subscribe(this.topic('cmd'), { qos: 1 });
        client.publish(this.topic('status'), STATUS_ONLINE, { qos: 1, retain: true });
        this.reportVersion();
        if (behaviour.telemetryMs > 0) {
          // Spread the fleet's messages over the period instead of sending them all at once.
          const first = setTimeout(() => {
            this.tick();
            this.timer = setInterval(() => this.tick(), behaviour.telemetryMs);
          }, this.options.random() * behaviour.telemetryMs);
          this.timer = first;
        }
        resolve();
      });
      client.once('error', (error) => {
        this.options.stats.refused++;
        this.options.onError?.(error);
        client.end(true);
        resolve();
      });
    });
  }

  private tick() {
    const client = this.client;
    if (!client?.connected) return;
    const { behaviour, random } = this.options;
    if (random() < behaviour.dropoutRate) {
      this.dropOut();
      return;
    }
    if (this.disabled) return;
    const data = this.telemetry();
    client.publish(this.topic('telemetry'), JSON.stringify(data));
    this.options.stats.messages++;
    this.calls.maybePlace(this.identity.callPeers);
    if (random() < behaviour.callRate) {
      const kinds = ['call', 'callAnswered', 'callEnded', 'nurseCall'] as const;
      client.publish(
        this.topic('event'),
        JSON.stringify({ kind: kinds[Math.floor(random() * kinds.length)], at: new Date().toISOString() }),
        { qos: 1 },
      );
      this.options.stats.messages++;
    }
  }

  /**
   * A compute server reports its load now (a test sets an exact value; the ticks wander from it):
   * `{ load, gpu, cpu }` on its telemetry topic. False when not connected.
   */
  reportLoad(load: number, usage: { gpu?: number; cpu?: number } = {}): boolean {
    const client = this.client;
    if (!client?.connected) return false;
    this.computeLoad = load;
    this.computeReported = true;
    const gpu = usage.gpu ?? this.usageOf(load);
    const cpu = usage.cpu ?? Math.round(gpu * 0.6);
    client.publish(this.topic('telemetry'), JSON.stringify({ kind: 'compute', load, gpu, cpu }));
    this.options.stats.messages++;
    return true;
  }

  /**
   * An ambulance terminal's exact GPS fix now (tests): `{ kind: 'gps', … }` on its telemetry topic,
   * with the monitor's vitals unless given. False when it is not connected.
   */
  reportPosition(fix: {
    lat: number;
    lng: number;
    speed?: number;
    heading?: number;
    vitals?: Record<string, number>;
  }): boolean {
    const client = this.client;
    if (!client?.connected) return false;
    client.publish(
      this.topic('telemetry'),
      JSON.stringify({ kind: 'gps', speed: 0, heading: 0, vitals: this.vitals(), ...fix }),
    );
    this.options.stats.messages++;
    return true;
  }

  private usageOf(load: number): number {
    const max = this.options.behaviour.computeMaxLoad ?? DEFAULT_COMPUTE_MAX_LOAD;
    return Math.min(100, Math.round((load / max) * 90 + this.options.random() * 10));
  }

  private telemetry(): Record<string, unknown> {
    const type = this.identity.deviceType;
    if (type === 'compute') {
      const max = this.options.behaviour.computeMaxLoad ?? DEFAULT_COMPUTE_MAX_LOAD;
      // The first report starts anywhere up to the maximum, then the load wanders a step at a time.
      const step = this.computeReported
        ? Math.floor(this.options.random() * 3) - 1
        : Math.floor(this.options.random() * (max + 1));
      this.computeReported = true;
      this.computeLoad = Math.max(0, Math.min(max, this.computeLoad + step));
      const gpu = this.usageOf(this.computeLoad);
      return { kind: 'compute', load: this.computeLoad, gpu, cpu: Math.round(gpu * 0.6) };
    }
    if (type === 'bedside') {
      const vitals = this.vitals();
      const alarms = isOutOfRange(vitals);
      return { kind: 'vitals', ...vitals, ...(alarms.length ? { alarms } : {}) };
    }
    if (type === 'ambulance') {
      return { kind: 'gps', ...this.gps(this.options.behaviour.telemetryMs / 1000), vitals: this.vitals() };
    }
    const random = this.options.random;
    return {
      kind: 'status',
      cpu: Math.round(10 + random() * 50),
      temperature: Math.round(38 + random() * 15),
      bitrateKbps: Math.round(1500 + random() * 2500),
    };
  }

  private onCommand(payload: Buffer) {
    let command: CommandMessage;
    try {
      command = JSON.parse(payload.toString()) as CommandMessage;
    } catch {
      return;
    }
    if (this.calls.hear(command as { type?: unknown })) return;
    const answer = command as unknown as Partial<TaskNoticeMessage>;
    if (answer.type === 'ambulanceTaskState' || answer.type === 'ambulanceTaskRefused') {
      this.taskNotices.push(answer as TaskNoticeMessage);
      this.onTaskNotice?.(answer as TaskNoticeMessage);
      return;
    }
    const notice = command as unknown as Partial<SchoolNoticeMessage>;
    if (notice.type === 'schoolNotice' && typeof notice.messageId === 'number') {
      this.notices.push(notice as SchoolNoticeMessage);
      const readMs = this.options.behaviour.noticeReadMs ?? 500;
      const messageId = notice.messageId;
      if (readMs >= 0)
        setTimeout(() => this.publishEvent({ type: 'schoolNoticeRead', messageId }), readMs).unref();
      return;
    }
    const live = command as unknown as Partial<LiveTerminalMessage>;
    if (live.type === 'liveChatMessage' && live.message) this.liveMessages.push(live.message);
    if (live.type === 'liveReply') {
      const reply = live as LiveReply;
      const waiter = this.liveWaiters.findIndex((w) => w.match(reply));
      if (waiter >= 0) this.liveWaiters.splice(waiter, 1)[0]!.resolve(reply);
      return;
    }
    if (typeof command.id !== 'number') return;
    const client = this.client;
    if (!client) return;
    const ack = (state: 'acknowledged' | 'applied' | 'failed', error?: string) => {
      // A terminal stopped or dropped meanwhile answers nothing; the server sends it again later.
      if (this.client !== client || client.disconnecting || client.disconnected) return;
      client.publish(
        this.topic('ack'),
        JSON.stringify({ id: command.id, state, ...(error ? { error } : {}) }),
        {
          qos: 1,
        },
      );
    };
    ack('acknowledged');
    // Commands are delivered at least once: apply each id only once, but answer every copy.
    if (!this.seenCommands.has(command.id)) {
      this.seenCommands.add(command.id);
      this.options.stats.commands++;
      if (command.kind === 'disable') this.disabled = true;
      else if (command.kind === 'enable') this.disabled = false;
      else if (command.kind === 'config') this.config = { ...this.config, ...(command.payload ?? {}) };
      else if (command.kind === 'joinRoom') this.joinRoom(command);
      else if (command.kind === 'leaveRoom' && this.room === roomIdOf(command)) {
        this.roomPush?.stop(this.room ?? undefined);
        this.room = null;
      } else if (command.kind === 'taskDispatch' && command.payload) {
        const task = command.payload as TaskDispatchPayload;
        this.tasks.push(task);
        this.onTask?.(task);
        if (this.options.behaviour.driveTasks) this.driveTask(task, 'dispatched');
      } else if (command.kind === 'taskCancel' && typeof command.payload?.taskId === 'number') {
        this.cancelledTasks.push(command.payload.taskId);
        if (this.driving === command.payload.taskId) {
          this.driving = null;
          this.gps.goTo(null);
        }
      } else if (command.kind === 'upgrade') {
        void this.upgrade(command.payload as UpgradeCommandPayload).then((failure) =>
          ack(failure ? 'failed' : 'applied', failure),
        );
        return;
      }
    }
    if (command.kind === 'upgrade') return; // a copy of one in hand: its outcome answers it
    // Applying takes a moment on a real terminal.
    setTimeout(() => ack('applied'), 300 + this.options.random() * 700).unref();
  }

  /** The task it drives now. */
  private driving: number | null = null;

  /**
   * Drive a task from where it stands (ADR 0045): dispatched or en route, to the pickup (reporting
   * departure first), then after the scene time to the hospital; transporting, to the hospital.
   * The geofences set on scene and at hospital on the server.
   */
  driveTask(task: TaskDispatchPayload, state: 'dispatched' | 'enRoute' | 'transporting') {
    const sceneMs = this.options.behaviour.driveTasks?.sceneMs ?? 30_000;
    const later = (ms: number, run: () => void) => void setTimeout(run, ms).unref();
    this.driving = task.taskId;
    const stillMine = () => this.driving === task.taskId;
    const toHospital = () => {
      if (!task.hospital) return;
      this.gps.goTo(task.hospital, () => {
        // Arrived: the hospital's geofence tells the server; a while later it is free again.
        later(120_000, () => {
          if (!stillMine()) return;
          this.driving = null;
          this.gps.goTo(null);
        });
      });
    };
    if (state === 'transporting') return toHospital();
    if (state === 'dispatched')
      later(2000, () => void this.reportTask(task.taskId, 'depart').catch(() => {}));
    if (task.lat === null || task.lng === null) return;
    this.gps.goTo({ lat: task.lat, lng: task.lng }, () =>
      later(sceneMs, () => {
        if (!stillMine()) return;
        // On scene by the geofence already, or reported now; then the patient is loaded.
        void this.reportTask(task.taskId, 'reachScene')
          .then(() => new Promise((resolve) => setTimeout(resolve, 1000)))
          .then(() => this.reportTask(task.taskId, 'transport'))
          .then(toHospital)
          .catch(() => {});
      }),
    );
  }

  /** Called when a task is dispatched to it (the demo drives to the scene). */
  onTask: ((task: TaskDispatchPayload) => void) | undefined;
  /** Called with each answer to a task report. */
  onTaskNotice: ((notice: TaskNoticeMessage) => void) | undefined;

  /**
   * The crew reports its progress on a task (ADR 0045): departed, on scene, patient loaded, at
   * hospital. The server answers `ambulanceTaskState` or `ambulanceTaskRefused` (in
   * `taskNotices`). Resolves once the broker has the report (QoS 1).
   */
  reportTask(taskId: number, action: TaskStatusEvent['action'], ref?: string): Promise<void> {
    const client = this.client;
    if (!client?.connected)
      return Promise.reject(new Error(`terminal ${this.identity.account} is not connected`));
    const event: TaskStatusEvent = { type: 'ambulanceTask', taskId, action, ...(ref ? { ref } : {}) };
    return new Promise((resolve, reject) => {
      client.publish(this.topic('event'), JSON.stringify(event), { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  /**
   * Into a room; as its recording source (the join carries a push address) it pushes the meeting's
   * picture there until it leaves the room, joins another or stops, as an MCU or terminal would.
   */
  private joinRoom(command: CommandMessage) {
    this.room = roomIdOf(command);
    const pushUrl = pushUrlOf(command);
    if (this.room !== null && pushUrl) this.roomPush?.start(this.room, pushUrl);
    else this.roomPush?.stop();
  }

  private publishEvent(event: object) {
    const client = this.client;
    if (!client?.connected) return;
    client.publish(this.topic('event'), JSON.stringify(event), { qos: 1 });
  }

  private reportVersion() {
    if (this.firmware) this.publishEvent({ type: 'version', ...this.firmware });
  }

  /**
   * An upgrade as a terminal runs it: downloading (0, 50, 100 per cent; the real file and its
   * checksum when it has a download origin), installing, then done with the new version, or
   * failed with a reason: a checksum mismatch, a board type it is not, or on purpose (the
   * fleet's fail rate, fixed per terminal). Answers the failure reason, or undefined.
   */
  private async upgrade(payload: UpgradeCommandPayload): Promise<string | undefined> {
    const settings = { ...DEFAULT_UPGRADE, ...this.options.behaviour.upgrade };
    const wait = () => new Promise((resolve) => setTimeout(resolve, settings.stepMs).unref());
    const report = (event: Omit<UpgradeProgressEvent, 'type' | 'targetId'>) => {
      const full: UpgradeProgressEvent = { type: 'upgrade', targetId: payload.targetId, ...event };
      this.upgradeReports.push(full);
      this.publishEvent(full);
    };
    const fail = (reason: string) => {
      report({ state: 'failed', reason });
      return reason;
    };
    for (const percent of [0, 50]) {
      report({ state: 'downloading', percent });
      await wait();
    }
    if (settings.downloadOrigin) {
      try {
        const checksum = await downloadChecksum(settings.downloadOrigin, payload.url);
        if (checksum !== payload.checksum) return fail('checksum mismatch');
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'download failed');
      }
    }
    report({ state: 'downloading', percent: 100 });
    await wait();
    if (this.firmware && payload.boardType && payload.boardType !== this.firmware.boardType)
      return fail('wrong board type');
    report({ state: 'installing' });
    await wait();
    if (upgradeFails(this.identity.account, payload.version, settings.failRate))
      return fail('install failed (simulated)');
    this.firmware = {
      boardType: this.firmware?.boardType ?? String(payload.boardType ?? ''),
      version: payload.version,
    };
    report({ state: 'done', version: payload.version });
    return undefined;
  }

  /**
   * The family's call of an ICU visit started or ended on this terminal (the visit's bed or
   * visiting-room terminal): the server moves the visit to `doing` or `finished`. Resolves once
   * the broker has the report (QoS 1).
   */
  reportVisitCall(visitId: number, call: VisitCallEvent['call']): Promise<void> {
    const client = this.client;
    if (!client?.connected)
      return Promise.reject(new Error(`terminal ${this.identity.account} is not connected`));
    const event: VisitCallEvent = { type: 'visitCall', visitId, call };
    return new Promise((resolve, reject) => {
      client.publish(this.topic('event'), JSON.stringify(event), { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  /**
   * The family entered the visit's one-time code on this terminal (before the call): the server
   * checks it and checks the visit in. Resolves once the broker has the report (QoS 1).
   */
  reportVisitCode(visitId: number, code: string): Promise<void> {
    const client = this.client;
    if (!client?.connected)
      return Promise.reject(new Error(`terminal ${this.identity.account} is not connected`));
    const event: VisitCodeEvent = { type: 'visitCode', visitId, code };
    return new Promise((resolve, reject) => {
      client.publish(this.topic('event'), JSON.stringify(event), { qos: 1 }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  /**
   * A live stream request (ADR 28): join as a viewer (with the company's live password or the
   * stream's invite code when needed), send a chat line, check in, leave. Resolves with the
   * server's answer (`ok`, or `error` a message key).
   */
  live(event: LiveTerminalEvent, timeoutMs = 5000): Promise<LiveReply> {
    const client = this.client;
    if (!client?.connected)
      return Promise.reject(new Error(`terminal ${this.identity.account} is not connected`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${event.type}`)), timeoutMs);
      this.liveWaiters.push({
        match: (r) => r.liveId === event.liveId && r.request === event.type,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
      client.publish(this.topic('event'), JSON.stringify(event), { qos: 1 }, (error) => {
        if (error) reject(error);
      });
    });
  }

  /** Gone without a goodbye: the broker publishes the last will; back after a while. */
  dropOut() {
    const client = this.client;
    if (!client) return;
    this.options.stats.dropouts++;
    (client as unknown as { stream?: { destroy(): void } }).stream?.destroy();
    client.end(true);
    const [min, max] = this.options.behaviour.awayMs;
    this.returnTimer = setTimeout(
      () => {
        if (!this.stopped) void this.start();
      },
      min + this.options.random() * (max - min),
    );
  }

  /** A clean goodbye: status offline, then DISCONNECT. */
  async stop() {
    this.stopped = true;
    this.roomPush?.stop();
    if (this.timer) clearInterval(this.timer);
    if (this.returnTimer) clearTimeout(this.returnTimer);
    const client = this.client;
    this.client = null;
    if (!client) return;
    if (client.connected) {
      await new Promise<void>((resolve) => {
        client.publish(this.topic('status'), STATUS_OFFLINE, { qos: 1, retain: true }, () => resolve());
        setTimeout(resolve, 1000).unref();
      });
    }
    await new Promise<void>((resolve) => {
      client.end(false, {}, () => resolve());
      setTimeout(resolve, 1000).unref();
    });
  }
}
