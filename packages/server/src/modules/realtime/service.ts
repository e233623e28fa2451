import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  commandAckSchema,
  STATUS_ONLINE,
  TERMINAL_PAYLOAD_LIMITS,
  terminalEventSchema,
  terminalTelemetrySchema,
  type PresenceEvent,
  type RealtimeEvent,
  type TerminalChannel,
  type TerminalCommand,
  type TerminalNotice,
} from '@console/contract/realtime';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { deviceAccounts } from '../device-accounts/tables';
import { embeddedBroker, externalBroker, type BrokerHandlers, type TerminalBroker } from './broker';
import { inProcessBus, postgresBus, type EventBus } from './bus';
import { commandMessage, recordAck, takePending, writeTelemetry } from './commands';
import { PresenceTracker } from './presence';
import { TerminalAuthenticator, type TerminalRef } from './terminal-auth';
import { TerminalLogins } from './terminal-logins';
import { TerminalLoginThrottle, type TerminalThrottleLimits } from './terminal-throttle';

export interface RealtimeOptions {
  /** TCP port of the embedded broker (0 = any free port); absent = no TCP listener. */
  mqttPort?: number | undefined;
  host?: string | undefined;
  /** An external broker instead of the embedded one. */
  mqttUrl?: string | undefined;
  /** The external broker is Mosquitto with Dynamic Security: the server provisions terminal logins. */
  dynsec?: boolean | undefined;
  /** PostgreSQL server: events between instances go over LISTEN/NOTIFY. */
  databaseUrl?: string | undefined;
  /** Silence after which a terminal counts as offline. */
  presenceTimeoutMs: number;
  /** The clock of login throttling (the jobs' clock: tests move it). */
  now?: (() => number) | undefined;
  /** Failed-login limits of the embedded broker (tests use small ones); terminal-throttle.ts defaults. */
  terminalLoginLimits?: { account: TerminalThrottleLimits; address: TerminalThrottleLimits } | undefined;
}

/** Telemetry of one terminal reaches the consoles at most this often. */
const TELEMETRY_EVERY_MS = 1000;
const TELEMETRY_FLUSH_MS = 2000;
/** How often connected terminals are checked against their accounts (disabled or deleted since). */
const ACCOUNT_CHECK_MS = 5000;

/**
 * The real-time backbone: broker (embedded or external), presence, commands and the event bus
 * the console WebSockets listen to.
 */
export class Realtime {
  readonly auth: TerminalAuthenticator;
  readonly presence: PresenceTracker;
  bus!: EventBus;
  broker!: TerminalBroker;
  /** MQTT_DYNSEC: terminal logins kept on the external broker. */
  logins: TerminalLogins | undefined;
  private readonly terminals = new Map<string, TerminalRef>();
  private readonly lastTelemetry = new Map<number, number>();
  private pendingTelemetry = new Map<
    number,
    { customerId: number; deviceAccountId: number; at: string; data: Record<string, unknown> }
  >();
  private readonly eventListeners = new Set<
    (terminal: TerminalRef, event: Record<string, unknown>) => void
  >();
  private readonly telemetryListeners = new Set<
    (terminal: TerminalRef, at: Date, telemetry: Record<string, unknown>) => void
  >();
  private readonly topicGuards = new Map<string, (caller: Caller, id: number) => Promise<boolean>>();
  private readonly watchListeners = new Set<(caller: Caller, topic: string, watching: boolean) => void>();
  private readonly presenceListeners = new Set<(event: PresenceEvent) => void>();
  private telemetryTimer: NodeJS.Timeout | undefined;
  private accountTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: RealtimeOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const now = options.now ?? Date.now;
    this.auth = new TerminalAuthenticator(
      db,
      new TerminalLoginThrottle(now, options.terminalLoginLimits),
      log,
      now,
    );
    this.presence = new PresenceTracker(db, {
      timeoutMs: options.presenceTimeoutMs,
      onChange: (event) => {
        this.bus.publish(event);
        for (const listener of this.presenceListeners) listener(event);
      },
      onTimeout: (terminal) => this.broker.disconnect(terminal),
      onError: (error) => this.log.error({ err: error }, 'presence write failed'),
    });
  }

  async start() {
    const onError = (error: unknown) => this.log.error({ err: error }, 'realtime error');
    this.bus = this.options.databaseUrl
      ? await postgresBus(this.options.databaseUrl, onError)
      : inProcessBus();
    const handlers: BrokerHandlers = {
      seen: (t) => this.presence.seen(t),
      gone: (t) => this.presence.gone(t),
      message: (t, channel, payload) => this.onMessage(t, channel, payload),
      subscribedToCommands: (t) => void this.deliverPending(t),
      lookup: (customerId, account) => this.lookup(customerId, account),
      error: onError,
    };
    if (this.options.dynsec) {
      if (!this.options.mqttUrl) throw new Error('MQTT_DYNSEC needs MQTT_URL');
      // Before the broker connection: it subscribes with the access this grants its user.
      this.logins = await TerminalLogins.start(this.options.mqttUrl, this.db, this.log);
    }
    this.broker = this.options.mqttUrl
      ? await externalBroker({ url: this.options.mqttUrl, handlers })
      : await embeddedBroker({
          auth: this.auth,
          handlers,
          log: this.log,
          port: this.options.mqttPort,
          host: this.options.host,
        });
    await this.logins
      ?.reconcile()
      .catch((error: unknown) => this.log.error({ err: error }, 'reconciling terminal logins failed'));
    this.presence.start();
    this.telemetryTimer = setInterval(() => void this.flushTelemetry(), TELEMETRY_FLUSH_MS).unref();
    if (this.broker.kind === 'embedded') {
      this.accountTimer = setInterval(() => void this.dropRevoked(), ACCOUNT_CHECK_MS).unref();
    }
  }

  /**
   * A terminal whose account was disabled or deleted while it was connected is disconnected (its
   * next login is refused): one query for all connected terminals every few seconds.
   */
  async dropRevoked() {
    const online = this.presence.onlineTerminals();
    if (online.length === 0) return;
    try {
      const result = await this.db.execute(sql`select id from device_accounts
        where enabled and id in (select jsonb_array_elements_text(${JSON.stringify(online.map((t) => t.id))}::jsonb)::int)`);
      const { rows } = result as unknown as { rows: { id: number }[] };
      const allowed = new Set(rows.map((r) => r.id));
      for (const terminal of online) {
        if (allowed.has(terminal.id)) continue;
        this.broker.disconnect(terminal);
        this.presence.gone(terminal);
      }
    } catch (error) {
      this.log.error({ err: error }, 'checking connected terminals failed');
    }
  }

  async stop() {
    await this.logins?.close();
    // Broker first: its disconnects become offline transitions the presence flush still writes.
    await this.broker?.close();
    await this.presence.stop();
    clearInterval(this.telemetryTimer);
    clearInterval(this.accountTimer);
    await this.flushTelemetry();
    await this.bus?.close();
  }

  /** Hear every terminal's `event` channel messages (an area reacting to what terminals report). */
  onTerminalEvent(listener: (terminal: TerminalRef, event: Record<string, unknown>) => void) {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * Hear a terminal going online or offline, once per transition in the whole cluster (the
   * instance holding its connection, or the one whose sweep marked it offline).
   */
  onPresenceChange(listener: (event: PresenceEvent) => void) {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** Hear every telemetry message as it arrives (the vitals store keeps each sample). */
  onTelemetry(listener: (terminal: TerminalRef, at: Date, telemetry: Record<string, unknown>) => void) {
    this.telemetryListeners.add(listener);
    return () => this.telemetryListeners.delete(listener);
  }

  publish(event: RealtimeEvent) {
    this.bus.publish(event);
  }

  /**
   * An area decides who may subscribe to its console topics `{prefix}:{id}` (the WebSocket asks
   * it instead of its own rules).
   */
  guardTopic(prefix: string, guard: (caller: Caller, id: number) => Promise<boolean>) {
    this.topicGuards.set(prefix, guard);
  }

  topicGuard(prefix: string) {
    return this.topicGuards.get(prefix);
  }

  /** Hear console subscriptions start and end (a console viewer is present while subscribed). */
  onTopicWatch(listener: (caller: Caller, topic: string, watching: boolean) => void) {
    this.watchListeners.add(listener);
    return () => this.watchListeners.delete(listener);
  }

  /** The console WebSocket reports a subscription taken or dropped (unsubscribe, socket closed). */
  topicWatched(caller: Caller, topic: string, watching: boolean) {
    for (const listener of this.watchListeners) {
      try {
        listener(caller, topic, watching);
      } catch (error) {
        this.log.error({ err: error }, 'topic watch listener failed');
      }
    }
  }

  /** A message that is no command (no id, not acknowledged) to a terminal's `cmd` topic. */
  notifyTerminal(terminal: TerminalRef, message: TerminalNotice) {
    this.broker.sendCommand(terminal, message);
  }

  /** Whether a terminal is online: what this instance saw, else the database's flag. */
  readonly online = (terminal: { id: number; online: boolean }): boolean =>
    this.presence.known(terminal.id) ?? terminal.online;

  /**
   * Commands created in a transaction that has committed (a meeting's join and leave commands):
   * each goes to the consoles and, `requested` ones, to its terminal.
   */
  sendCreated(created: readonly { terminal: TerminalRef; command: TerminalCommand }[]) {
    for (const { terminal, command } of created) {
      this.publish({ type: 'command', customerId: terminal.customerId, command });
      this.afterCreate(terminal, command);
    }
  }

  /** Send a just-created `requested` command, or pick up a queued one if the terminal just came online. */
  afterCreate(terminal: TerminalRef, command: TerminalCommand) {
    if (command.state === 'requested') this.broker.sendCommand(terminal, commandMessage(command));
    else if (this.presence.isOnline(terminal.id)) void this.deliverPending(terminal);
  }

  /** Queued and unacknowledged commands go (again) to a terminal that is ready to receive them. */
  private async deliverPending(terminal: TerminalRef) {
    try {
      for (const command of await takePending(this.db, terminal)) {
        this.broker.sendCommand(terminal, commandMessage(command));
        this.publish({ type: 'command', customerId: terminal.customerId, command });
      }
    } catch (error) {
      this.log.error({ err: error }, 'delivering queued commands failed');
    }
  }

  /** External broker: the terminal of a topic (its tenant must match the topic's). */
  private async lookup(customerId: number, account: string): Promise<TerminalRef | null> {
    const known = this.terminals.get(account);
    if (known) return known.customerId === customerId ? known : null;
    const [row] = await this.db
      .select({
        id: deviceAccounts.id,
        customerId: deviceAccounts.customerId,
        account: deviceAccounts.account,
      })
      .from(deviceAccounts)
      .where(and(eq(deviceAccounts.account, account), eq(deviceAccounts.customerId, customerId)))
      .limit(1);
    if (!row) return null;
    if (this.terminals.size > 100_000) this.terminals.clear();
    this.terminals.set(account, row);
    return row;
  }

  private onMessage(terminal: TerminalRef, channel: TerminalChannel, payload: Buffer) {
    if (channel === 'status') {
      // A terminal subscribes to its cmd topic, then announces itself online: from then on
      // what waited for it can be delivered (an embedded broker also reports the subscription).
      if (payload.toString() === STATUS_ONLINE) void this.deliverPending(terminal);
      return;
    }
    if (channel === 'ack') {
      let ack;
      try {
        ack = commandAckSchema.safeParse(JSON.parse(payload.toString()));
      } catch {
        return;
      }
      if (!ack.success) return;
      recordAck(this.db, terminal, ack.data)
        .then((command) => {
          if (command) this.publish({ type: 'command', customerId: terminal.customerId, command });
        })
        .catch((error: unknown) => this.log.error({ err: error }, 'recording an ack failed'));
      return;
    }
    if (channel !== 'telemetry' && channel !== 'event') return;
    // The embedded broker refused larger ones already; an external broker's arrive here.
    if (payload.length > TERMINAL_PAYLOAD_LIMITS[channel]) {
      this.log.warn(
        { account: terminal.account, channel, bytes: payload.length },
        'terminal message dropped: larger than its channel allows',
      );
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(payload.toString());
    } catch {
      return;
    }
    const parsed = (channel === 'event' ? terminalEventSchema : terminalTelemetrySchema).safeParse(data);
    if (!parsed.success) {
      this.log.warn(
        { account: terminal.account, channel, issue: parsed.error.issues[0]?.path.join('.') },
        'terminal message dropped: not a valid telemetry or event record',
      );
      return;
    }
    const at = new Date().toISOString();
    const record = parsed.data as Record<string, unknown>;
    const now = Date.now();
    if (channel === 'event')
      for (const listener of this.eventListeners) {
        try {
          listener(terminal, record);
        } catch (error) {
          this.log.error({ err: error }, 'terminal event listener failed');
        }
      }
    if (channel === 'telemetry') {
      for (const listener of this.telemetryListeners) {
        try {
          listener(terminal, new Date(now), record);
        } catch (error) {
          this.log.error({ err: error }, 'telemetry listener failed');
        }
      }
      this.pendingTelemetry.set(terminal.id, {
        customerId: terminal.customerId,
        deviceAccountId: terminal.id,
        at,
        data: record,
      });
      // A terminal sending many readings a second still costs the consoles one event a second.
      if (now - (this.lastTelemetry.get(terminal.id) ?? 0) < TELEMETRY_EVERY_MS) return;
      this.lastTelemetry.set(terminal.id, now);
    }
    this.publish({
      type: 'telemetry',
      customerId: terminal.customerId,
      telemetry: { deviceAccountId: terminal.id, at, data: channel === 'event' ? { event: record } : record },
    });
  }

  /** Write the latest telemetry of each terminal now (a timer does it every few seconds). */
  async flushTelemetry() {
    if (this.pendingTelemetry.size === 0) return;
    const rows = [...this.pendingTelemetry.values()];
    this.pendingTelemetry = new Map();
    try {
      await writeTelemetry(this.db, rows);
    } catch (error) {
      this.log.error({ err: error }, 'telemetry write failed');
    }
  }
}
