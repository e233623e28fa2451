import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RealtimeEvent } from '@console/contract/realtime';

/**
 * Events between server instances (ARCHITECTURE §1): in-process on PGlite (one instance), or
 * PostgreSQL LISTEN/NOTIFY when the data lives in a PostgreSQL server, so a presence change seen
 * by the instance a terminal is connected to reaches consoles connected to every instance.
 */
/** Server-internal: a user's sessions ended (logout, password change, disable); never sent to consoles. */
export interface SessionsEndedEvent {
  type: 'sessionsEnded';
  userId: number;
}
/**
 * Server-internal: the viewers of a live stream an instance holds, announced on each change and as
 * a heartbeat, so every instance counts the viewers of all (ADR 28).
 */
export interface LiveViewersEvent {
  type: 'liveViewers';
  instance: string;
  customerId: number;
  liveId: number;
  viewers: { kind: 'account' | 'device'; id: number; name: string }[];
}
export type InternalEvent = SessionsEndedEvent | LiveViewersEvent;
export type BusEvent = RealtimeEvent | InternalEvent;

/** Events between instances only: no console topic carries them. */
export const isInternalEvent = (event: BusEvent): event is InternalEvent =>
  event.type === 'sessionsEnded' || event.type === 'liveViewers';

export interface EventBus {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      // Deliver after the current work, like a real bus: publishers never run listeners inline.
      queueMicrotask(() => emitter.emit('event', event));
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export const CHANNEL = 'console_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7800;
/** Events of one tick go out together: 10,000 presence changes are a few hundred NOTIFYs, not 10,000. */
const FLUSH_MS = 15;

export async function postgresBus(url: string, onError: (error: unknown) => void): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), sender.connect()]);
  listener.on('error', onError);
  sender.on('error', onError);
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      for (const event of JSON.parse(message.payload) as BusEvent[]) emitter.emit('event', event);
    } catch (error) {
      onError(error);
    }
  });
  await listener.query(`listen ${CHANNEL}`);

  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sending = Promise.resolve();
  let closed = false;

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = [];
    const payloads: string[] = [];
    let current: string[] = [];
    let size = 2;
    for (const item of batch) {
      if (item.length + 2 > MAX_PAYLOAD) continue; // one oversized event never blocks the rest
      if (size + item.length + 1 > MAX_PAYLOAD) {
        payloads.push(`[${current.join(',')}]`);
        current = [];
        size = 2;
      }
      current.push(item);
      size += item.length + 1;
    }
    if (current.length) payloads.push(`[${current.join(',')}]`);
    sending = sending.then(async () => {
      for (const payload of payloads) {
        await sender.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch(onError);
      }
    });
  }

  return {
    publish: (event) => {
      if (closed) return;
      pending.push(JSON.stringify(event));
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    subscribe: (fn) => {
      emitter.on('event', fn);
      return () => emitter.off('event', fn);
    },
    close: async () => {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      closed = true;
      await sending;
      emitter.removeAllListeners();
      await Promise.allSettled([listener.end(), sender.end()]);
    },
  };
}
