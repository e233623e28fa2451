import type { FastifyBaseLogger } from 'fastify';
import { VITAL_KEYS, type VitalKey } from '@console/contract/vitals';
import type { Db } from '../../db/client';
import { bedsOfTerminals, type TerminalBed } from './beds';
import { serialFlush } from '../../platform/serial-flush';
import { ensurePartitions } from './partitions';
import { vitalSamples, type VitalSample } from './tables';

export interface VitalsWriterOptions {
  /** Pending samples are written at least this often. */
  flushMs?: number;
  /** … and as soon as this many wait. */
  maxRows?: number;
  /** How long a terminal's bed (and the patient there) is trusted before it is looked up again. */
  bedCacheMs?: number;
}

interface Pending {
  customerId: number;
  deviceAccountId: number;
  at: Date;
  values: Partial<Record<VitalKey, number>>;
  extra: Record<string, number> | null;
}

/** Rows per insert statement (12 columns: 24,000 parameters). */
const INSERT_CHUNK = 2000;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `{ kind: 'vitals', heartRate, … }` as the six columns and `extra` (other numeric codes); else null. */
export function parseVitals(
  data: Record<string, unknown>,
): { values: Partial<Record<VitalKey, number>>; extra: Record<string, number> | null } | null {
  if (data.kind !== 'vitals') return null;
  const values: Partial<Record<VitalKey, number>> = {};
  for (const key of VITAL_KEYS) if (finite(data[key])) values[key] = data[key];
  let extra: Record<string, number> | null = null;
  if (data.extra && typeof data.extra === 'object' && !Array.isArray(data.extra)) {
    for (const [code, value] of Object.entries(data.extra as Record<string, unknown>))
      if (finite(value) && /^[\w.-]{1,32}$/.test(code)) (extra ??= {})[code] = value;
  }
  if (Object.keys(values).length === 0 && !extra) return null;
  return { values, extra };
}

/** `23514` with no partition for the row (its day's partition is not made yet). */
function noPartition(error: unknown): boolean {
  const e =
    (error as { cause?: { code?: string; message?: string } }).cause ??
    (error as { code?: string; message?: string });
  return e.code === '23514' && /no partition/i.test(e.message ?? '');
}

/**
 * Vitals of bedside terminals into `vital_samples`, batched: samples wait in memory and are
 * written with one multi-row insert every `flushMs` or `maxRows`, whichever comes first. A
 * terminal at no bed is not stored. Beds are looked up per batch, for the terminals not cached.
 */
export class VitalsWriter {
  private pending: Pending[] = [];
  private readonly beds = new Map<number, { bed: TerminalBed | null; until: number }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly flushMs: number;
  private readonly maxRows: number;
  private readonly bedCacheMs: number;
  /** Samples written since start (bench and tests read it). */
  written = 0;
  private readonly batchListeners = new Set<(rows: VitalSample[]) => Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    options: VitalsWriterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 500;
    this.maxRows = options.maxRows ?? 500;
    this.bedCacheMs = options.bedCacheMs ?? 10_000;
  }

  start() {
    this.timer = setInterval(() => void this.flush(), this.flushMs).unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }

  /** A terminal's telemetry; kept if it is vitals. */
  add(terminal: { id: number; customerId: number }, at: Date, data: Record<string, unknown>): boolean {
    const parsed = parseVitals(data);
    if (!parsed) return false;
    this.pending.push({ customerId: terminal.customerId, deviceAccountId: terminal.id, at, ...parsed });
    if (this.pending.length >= this.maxRows) void this.flush();
    return true;
  }

  /**
   * Write what waits, after any write in progress: batches stay in order and never overlap, and
   * at most one write waits behind the running one (it takes everything that arrived meanwhile,
   * in statements of INSERT_CHUNK rows).
   */
  readonly flush: () => Promise<void> = serialFlush(() => this.write());

  private async write() {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const rows: VitalSample[] = [];
    try {
      const beds = await this.bedsOf(batch.map((s) => s.deviceAccountId));
      for (const sample of batch) {
        const bed = beds.get(sample.deviceAccountId);
        if (!bed || bed.customerId !== sample.customerId) continue;
        rows.push({
          customerId: sample.customerId,
          bedId: bed.bedId,
          patientId: bed.patientId,
          deviceAccountId: sample.deviceAccountId,
          at: sample.at,
          ...sample.values,
          extra: sample.extra,
        });
      }
      // One statement per chunk: a backlog stays within PostgreSQL's 65,535 bind parameters.
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const chunk = rows.slice(i, i + INSERT_CHUNK);
        try {
          await this.db.insert(vitalSamples).values(chunk);
        } catch (error) {
          if (!noPartition(error)) throw error;
          let first = Infinity;
          let last = -Infinity;
          for (const row of chunk) {
            first = Math.min(first, row.at.getTime());
            last = Math.max(last, row.at.getTime());
          }
          await ensurePartitions(this.db, new Date(first), new Date(last));
          await this.db.insert(vitalSamples).values(chunk);
        }
        this.written += chunk.length;
      }
    } catch (error) {
      this.log.error({ err: error, samples: batch.length }, 'vitals write failed');
      return;
    }
    // After the batch is stored, in the writer's order (a flush waits for them too).
    for (const listener of this.batchListeners) {
      try {
        await listener(rows);
      } catch (error) {
        this.log.error({ err: error, samples: rows.length }, 'vitals batch listener failed');
      }
    }
  }

  /**
   * Called with every stored batch (at its bed and patient), one batch at a time in order: the
   * alarm evaluation. Returns the unsubscribe.
   */
  onBatch(listener: (rows: VitalSample[]) => Promise<void>): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  private async bedsOf(terminalIds: number[]): Promise<Map<number, TerminalBed | null>> {
    const now = Date.now();
    const missing = [...new Set(terminalIds)].filter((id) => (this.beds.get(id)?.until ?? 0) <= now);
    if (missing.length) {
      const found = await bedsOfTerminals(this.db, missing);
      if (this.beds.size > 100_000) this.beds.clear();
      for (const id of missing)
        this.beds.set(id, { bed: found.get(id) ?? null, until: now + this.bedCacheMs });
    }
    return new Map(terminalIds.map((id) => [id, this.beds.get(id)?.bed ?? null]));
  }

  /** Forget cached beds (an admission or a device moved: tests and the lead's hooks). */
  forgetBeds() {
    this.beds.clear();
  }
}
