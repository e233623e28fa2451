import { WS_CLOSE_UNAUTHORIZED, type RealtimeEvent, type ServerMessage } from '@console/contract/realtime';
import { PATHS } from '@console/contract/api/paths';
import { API_BASE } from './config';
import { getToken } from './cookies';
import { onSessionReset } from './session/sign-out';

/**
 * The console's one WebSocket (ARCHITECTURE §6). Views subscribe to topics with reference
 * counting (two widgets on one topic share one server subscription); the connection opens with
 * the first subscriber, closes with the last, reconnects with exponential backoff and jitter, and
 * after a gap tells each topic to resync (its events in between are lost, so caches are refetched).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

interface TopicEntry {
  listeners: Set<(event: RealtimeEvent) => void>;
  resyncs: Set<() => void>;
}

export interface RealtimeClientOptions {
  url: () => string;
  token: () => string | undefined;
  WebSocketImpl?: typeof WebSocket;
  /** Backoff: first delay and cap, in ms. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, TopicEntry>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Set once a connection was ready: a later `ready` follows a gap and needs a resync. */
  private wasReady = false;
  private statusValue: RealtimeStatus = 'idle';
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Listen to a topic; `resync` runs after a reconnect (events may have been missed).
   * Returns the unsubscribe function.
   */
  subscribe(topic: string, listener: (event: RealtimeEvent) => void, resync?: () => void): () => void {
    let entry = this.topics.get(topic);
    const first = !entry;
    if (!entry) {
      entry = { listeners: new Set(), resyncs: new Set() };
      this.topics.set(topic, entry);
    }
    // Wrap so the same function subscribed twice still counts twice.
    const own = (event: RealtimeEvent) => listener(event);
    const ownResync = resync ? () => resync() : undefined;
    entry.listeners.add(own);
    if (ownResync) entry.resyncs.add(ownResync);
    if (first) this.send({ type: 'sub', topic });
    this.ensureConnected();
    return () => {
      const current = this.topics.get(topic);
      if (!current) return;
      current.listeners.delete(own);
      if (ownResync) current.resyncs.delete(ownResync);
      if (current.listeners.size === 0) {
        this.topics.delete(topic);
        this.send({ type: 'unsub', topic });
        if (this.topics.size === 0) this.close();
      }
    };
  }

  /** Drop the connection and every subscription (logout). */
  reset() {
    this.topics.clear();
    this.wasReady = false;
    this.close();
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private ready(): boolean {
    return this.socket?.readyState === 1 && this.statusValue === 'open';
  }

  private send(message: object) {
    if (this.ready()) this.socket!.send(JSON.stringify(message));
  }

  private ensureConnected() {
    if (this.socket || this.timer || this.topics.size === 0) return;
    const token = this.options.token();
    if (!token) return;
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(this.options.url());
    this.socket = socket;
    this.setStatus(this.wasReady ? 'reconnecting' : 'connecting');
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message: MessageEvent) => {
      let data: ServerMessage;
      try {
        data = JSON.parse(String(message.data)) as ServerMessage;
      } catch {
        return;
      }
      if (data.type === 'ready') {
        this.attempt = 0;
        const gap = this.wasReady;
        this.wasReady = true;
        this.setStatus('open');
        for (const topic of this.topics.keys()) this.send({ type: 'sub', topic });
        if (gap) for (const entry of this.topics.values()) for (const resync of entry.resyncs) resync();
      } else if (data.type === 'event') {
        const entry = this.topics.get(data.topic);
        if (entry) for (const listener of entry.listeners) listener(data.event);
      }
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.topics.size === 0) {
        this.setStatus('idle');
        return;
      }
      // An expired session does not come back by retrying fast; the next API call signs out.
      this.scheduleReconnect(event.code === WS_CLOSE_UNAUTHORIZED ? 30_000 : undefined);
    };
  }

  private scheduleReconnect(minimumMs?: number) {
    const base = this.options.baseDelayMs ?? 500;
    const cap = this.options.maxDelayMs ?? 30_000;
    const random = this.options.random ?? Math.random;
    const exponential = Math.min(cap, base * 2 ** this.attempt);
    // "Equal jitter": half fixed, half random, so a server restart is not met by a synchronized herd.
    const delay = Math.max(minimumMs ?? 0, exponential / 2 + random() * (exponential / 2));
    this.attempt++;
    this.setStatus('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ensureConnected();
    }, delay);
  }

  private close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.attempt = 0;
    this.setStatus('idle');
  }
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${API_BASE}${PATHS.ws}`;
}

export const realtime = new RealtimeClient({ url: socketUrl, token: getToken });

// A logout (or a new login) ends the old session's socket and subscriptions.
onSessionReset(() => realtime.reset());
