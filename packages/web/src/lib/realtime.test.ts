import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEvent } from '@console/contract/realtime';
import { resourceKeys } from '@/engine/resource-keys';
import { RealtimeClient } from './realtime';
import { applyPresence, terminalMonitorKeys } from './realtime-presence';

/** A WebSocket stand-in the test drives: records what the client sends, lets the test answer. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function client() {
  return new RealtimeClient({
    url: () => 'ws://test/ws',
    token: () => 'tok',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    random: () => 1,
  });
}

describe('realtime client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates first, then subscribes each topic once however many listeners it has', () => {
    const rt = client();
    const a = vi.fn();
    const b = vi.fn();
    const offA = rt.subscribe('presence', a);
    const offB = rt.subscribe('presence', b);
    expect(FakeSocket.all).toHaveLength(1);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    latest().receive({ type: 'ready' });
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'sub', topic: 'presence' },
    ]);
    const event = { type: 'presence', customerId: 2, id: 5, account: '1', online: true, lastSeenAt: null };
    latest().receive({ type: 'event', topic: 'presence', event });
    expect(a).toHaveBeenCalledWith(event);
    expect(b).toHaveBeenCalledWith(event);
    offA();
    expect(latest().sent).not.toContainEqual({ type: 'unsub', topic: 'presence' });
    offB();
    expect(latest().sent).toContainEqual({ type: 'unsub', topic: 'presence' });
    expect(rt.status).toBe('idle');
  });

  it('reconnects with growing delays and resyncs its topics after the gap', () => {
    const rt = client();
    const resync = vi.fn();
    rt.subscribe('commands:7', vi.fn(), resync);
    latest().open();
    latest().receive({ type: 'ready' });
    expect(resync).not.toHaveBeenCalled();

    latest().drop();
    expect(rt.status).toBe('reconnecting');
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop(); // the retry fails too: the next wait doubles
    vi.advanceTimersByTime(199);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);

    latest().open();
    latest().receive({ type: 'ready' });
    expect(latest().sent).toContainEqual({ type: 'sub', topic: 'commands:7' });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(rt.status).toBe('open');
  });

  it('waits long before retrying a refused session, and stops on reset', () => {
    const rt = client();
    rt.subscribe('presence', vi.fn());
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(29_000);
    expect(FakeSocket.all).toHaveLength(1);
    rt.reset();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(rt.status).toBe('idle');
  });
});

describe('presence patching', () => {
  const event = (id: number, online: boolean): PresenceEvent => ({
    type: 'presence',
    customerId: 3,
    id,
    account: String(id),
    online,
    lastSeenAt: '2026-11-22T03:00:00.000Z',
  });

  it('patches device-account lists and details and the monitor grid with its counts', () => {
    const qc = new QueryClient();
    const listKey = resourceKeys.list('deviceAccounts', { page: 1 });
    qc.setQueryData(listKey, {
      list: [
        { id: 1, online: false },
        { id: 2, online: true },
      ],
      total: 2,
    });
    qc.setQueryData(resourceKeys.detail('deviceAccounts', 1), { id: 1, online: false });
    const gridKey = terminalMonitorKeys.list({ page: 1 });
    qc.setQueryData(gridKey, {
      list: [{ id: 1, online: false }],
      counts: { online: 1, offline: 1 },
    });
    qc.setQueryData(terminalMonitorKeys.detail(1), { id: 1, online: false });
    const known = new Map<number, boolean>([
      [1, false],
      [2, true],
    ]);

    expect(applyPresence(qc, event(1, true), known)).toBe(false);
    expect(qc.getQueryData(listKey)).toMatchObject({
      list: [
        { id: 1, online: true, lastSeenAt: '2026-11-22T03:00:00.000Z' },
        { id: 2, online: true },
      ],
    });
    expect(qc.getQueryData(resourceKeys.detail('deviceAccounts', 1))).toMatchObject({ online: true });
    expect(qc.getQueryData(terminalMonitorKeys.detail(1))).toMatchObject({ online: true });
    expect(qc.getQueryData(gridKey)).toMatchObject({ counts: { online: 2, offline: 0 } });

    // The same event again (delivered twice) does not count twice.
    applyPresence(qc, event(1, true), known);
    expect(qc.getQueryData(gridKey)).toMatchObject({ counts: { online: 2, offline: 0 } });
    // A terminal no page knew: the counts cannot be adjusted, the caller recounts.
    expect(applyPresence(qc, event(99, true), known)).toBe(true);
  });
});
