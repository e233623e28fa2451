import { sql } from 'drizzle-orm';
import type { PresenceEvent } from '@console/contract/realtime';
import type { Db } from '../../db/client';
import type { TerminalRef } from './terminal-auth';

export interface PresenceOptions {
  /** A terminal silent this long (no publish, no keepalive) is offline. */
  timeoutMs: number;
  /** Batched writes of transitions and last-seen times go out this often. */
  flushMs?: number;
  /** A busy terminal's last_seen_at is rewritten at most this often (coarse, ARCHITECTURE §1). */
  lastSeenWriteMs?: number;
  onChange(event: PresenceEvent): void;
  /** A silent terminal timed out (the broker closes its connection). */
  onTimeout?(terminal: TerminalRef): void;
  onError(error: unknown): void;
}

interface Entry extends TerminalRef {
  online: boolean;
  lastSeen: number;
  lastWritten: number;
}

/**
 * Who is online, held in memory and written in batches: a heartbeat only moves a timestamp here;
 * the database gets transitions and a coarse last_seen_at, one statement per flush for any number
 * of terminals. A sweep marks silent terminals offline even when no disconnect was seen.
 */
export class PresenceTracker {
  private readonly entries = new Map<number, Entry>();
  private readonly dirty = new Set<number>();
  private readonly timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly lastSeenWriteMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: PresenceOptions,
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.lastSeenWriteMs = options.lastSeenWriteMs ?? Math.max(1000, Math.floor(options.timeoutMs / 3));
  }

  /** How long a terminal may stay silent before it counts as offline. */
  get timeoutMs(): number {
    return this.options.timeoutMs;
  }

  start() {
    this.timers.push(setInterval(() => void this.flush(), this.flushMs).unref());
    const sweepMs = Math.max(100, Math.min(1000, Math.floor(this.options.timeoutMs / 4)));
    this.timers.push(setInterval(() => this.sweep(Date.now()), sweepMs).unref());
    // Terminals another instance (or a crashed run of this one) left online without a heartbeat.
    const staleMs = Math.max(5000, Math.min(30_000, this.options.timeoutMs));
    this.timers.push(setInterval(() => void this.sweepStale(), staleMs).unref());
    void this.sweepStale();
  }

  isOnline(id: number): boolean {
    return this.entries.get(id)?.online ?? false;
  }

  /** What this instance knows of a terminal's presence, or undefined when it never saw it. */
  known(id: number): boolean | undefined {
    return this.entries.get(id)?.online;
  }

  /** Terminals this instance holds online. */
  onlineTerminals(): TerminalRef[] {
    return [...this.entries.values()].filter((e) => e.online);
  }

  get onlineCount(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.online) n++;
    return n;
  }

  /** Any sign of life: connect, publish, keepalive. */
  seen(terminal: TerminalRef, now = Date.now()) {
    let entry = this.entries.get(terminal.id);
    if (!entry) {
      entry = { ...terminal, online: false, lastSeen: now, lastWritten: 0 };
      this.entries.set(terminal.id, entry);
    }
    entry.lastSeen = now;
    if (!entry.online) {
      entry.online = true;
      this.changed(entry);
    } else if (now - entry.lastWritten >= this.lastSeenWriteMs) {
      this.dirty.add(entry.id);
    }
  }

  /** Disconnected, last will, or timed out. */
  gone(terminal: TerminalRef) {
    const entry = this.entries.get(terminal.id);
    if (!entry?.online) {
      if (!entry) {
        // Unknown here (e.g. a last will after a restart): still record the transition.
        const fresh = { ...terminal, online: false, lastSeen: Date.now(), lastWritten: 0 };
        this.entries.set(terminal.id, fresh);
        this.changed(fresh);
      }
      return;
    }
    entry.online = false;
    this.changed(entry);
  }

  private changed(entry: Entry) {
    this.dirty.add(entry.id);
    this.options.onChange({
      type: 'presence',
      customerId: entry.customerId,
      id: entry.id,
      account: entry.account,
      online: entry.online,
      lastSeenAt: new Date(entry.lastSeen).toISOString(),
    });
  }

  sweep(now: number) {
    for (const entry of this.entries.values()) {
      if (entry.online && now - entry.lastSeen > this.options.timeoutMs) {
        entry.online = false;
        this.changed(entry);
        this.options.onTimeout?.(entry);
      }
    }
  }

  /** Writes the pending transitions and last-seen times in one statement. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.dirty.size === 0) return;
      const now = Date.now();
      const rows: { id: number; online: boolean; seen: string }[] = [];
      for (const id of this.dirty) {
        const entry = this.entries.get(id);
        if (!entry) continue;
        entry.lastWritten = now;
        rows.push({ id, online: entry.online, seen: new Date(entry.lastSeen).toISOString() });
      }
      this.dirty.clear();
      try {
        await this.db.execute(sql`update device_accounts d
          set online = v.online, last_seen_at = v.seen
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, online boolean, seen timestamptz)
          where d.id = v.id`);
      } catch (error) {
        // Keep them for the next flush rather than losing a transition.
        for (const row of rows) this.dirty.add(row.id);
        this.options.onError(error);
      }
    });
    return this.flushing;
  }

  /**
   * Rows still marked online whose last_seen_at is older than the timeout (with a margin for
   * the coarse writes) belong to nobody alive: mark them offline and tell the consoles.
   */
  async sweepStale() {
    const cutoff = new Date(Date.now() - this.options.timeoutMs - this.lastSeenWriteMs - this.flushMs);
    const local = [...this.entries.values()].filter((e) => e.online).map((e) => e.id);
    try {
      const result = await this.db.execute(sql`update device_accounts set online = false
        where online and (last_seen_at is null or last_seen_at < ${cutoff.toISOString()}::timestamptz)
          and id not in (select jsonb_array_elements_text(${JSON.stringify(local)}::jsonb)::int)
        returning id, customer_id, account, last_seen_at`);
      // Both drivers (pg, PGlite) answer with `{ rows }`.
      const { rows } = result as unknown as {
        rows: { id: number; customer_id: number; account: string; last_seen_at: string | Date | null }[];
      };
      for (const row of rows) {
        if (this.entries.get(row.id)?.online) continue;
        this.options.onChange({
          type: 'presence',
          customerId: row.customer_id,
          id: row.id,
          account: row.account,
          online: false,
          lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
        });
      }
    } catch (error) {
      this.options.onError(error);
    }
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    await this.flush();
  }
}
