import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TerminalCommand, UpgradeRealtimeEvent } from '@console/contract/realtime';
import {
  ROLLOUT_TRANSITIONS,
  TARGET_STATES,
  type Rollout,
  type RolloutAction,
  type RolloutCounts,
  type RolloutCreate,
  type RolloutTarget,
  type TargetState,
  type UpgradeCommandPayload,
  type UpgradeProgressEvent,
} from '@console/contract/upgrades';
import type { Db, Tx } from '../../db/client';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { customers } from '../../platform/identity-tables';
import { deviceAccounts } from '../device-accounts/tables';
import { presentCommand } from '../realtime/commands';
import { terminalCommands } from '../realtime/tables';
import type { TerminalRef } from '../realtime/terminal-auth';
import {
  terminalVersions,
  upgradePackages,
  upgradePins,
  upgradeRollouts,
  upgradeRolloutTargets,
} from './tables';

export const JOB_UPGRADE_ROLLOUT = 'upgrade-rollout';
/** How often a running rollout looks at its wave when no terminal reports (deferred terminals, offline ones). */
export const ROLLOUT_TICK_MS = 5000;

/** How long a terminal downloading or installing may stay without a report before it counts as failed. */
export const UPGRADE_TARGET_TIMEOUT_MS = 30 * 60_000;
export const rolloutJobKey = (rolloutId: number) => `${JOB_UPGRADE_ROLLOUT}:${rolloutId}`;

type RolloutRow = typeof upgradeRollouts.$inferSelect;
type TargetRow = typeof upgradeRolloutTargets.$inferSelect;
type PackageRow = typeof upgradePackages.$inferSelect;

/** A command to deliver once the transaction that made it has committed. */
export interface Outgoing {
  terminal: TerminalRef;
  command: TerminalCommand;
}

/** What a change leaves to do after commit: commands to send, console events to publish. */
export interface Effects {
  sent: Outgoing[];
  events: UpgradeRealtimeEvent[];
  /** The rollout's next look, when it is still running. */
  tickAt?: Date | undefined;
}

const emptyCounts = (): RolloutCounts => ({
  total: 0,
  scheduled: 0,
  deferred: 0,
  sent: 0,
  downloading: 0,
  installing: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
});

function countsOf(rows: { state: string; n: number }[]): RolloutCounts {
  const counts = emptyCounts();
  for (const { state, n } of rows) {
    if ((TARGET_STATES as readonly string[]).includes(state)) counts[state as TargetState] += n;
    counts.total += n;
  }
  return counts;
}

export async function packageOf(tx: Tx | Db, id: number): Promise<PackageRow> {
  const [row] = await tx.select().from(upgradePackages).where(eq(upgradePackages.id, id));
  if (!row) throw NotFound('error.upgradePackageNotFound');
  return row;
}

async function rolloutOf(tx: Tx | Db, id: number, lock = false): Promise<RolloutRow> {
  const query = tx.select().from(upgradeRollouts).where(eq(upgradeRollouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw NotFound('error.rolloutNotFound');
  return row;
}

/**
 * The terminals a rollout of `pkg` would take: of its target companies (narrowed to
 * `customerIds`), reporting its board type and another version (one of `fromVersions` when
 * given), enabled, and pinned neither by company nor by terminal for that board type.
 */
export async function eligibleTerminals(
  tx: Tx | Db,
  pkg: PackageRow,
  filter: { customerIds: number[]; fromVersions: string[] },
) {
  const companies = filter.customerIds.length
    ? pkg.targetCustomerIds.filter((id) => filter.customerIds.includes(id))
    : pkg.targetCustomerIds;
  if (companies.length === 0) return [];
  const board = pkg.boardType.toLowerCase();
  return tx
    .select({
      customerId: terminalVersions.customerId,
      deviceAccountId: terminalVersions.deviceAccountId,
      version: terminalVersions.version,
    })
    .from(terminalVersions)
    .innerJoin(
      deviceAccounts,
      and(
        eq(deviceAccounts.customerId, terminalVersions.customerId),
        eq(deviceAccounts.id, terminalVersions.deviceAccountId),
      ),
    )
    .where(
      and(
        inArray(terminalVersions.customerId, companies),
        sql`lower(${terminalVersions.boardType}) = ${board}`,
        sql`${terminalVersions.version} <> ${pkg.version}`,
        filter.fromVersions.length ? inArray(terminalVersions.version, filter.fromVersions) : undefined,
        eq(deviceAccounts.enabled, true),
        sql`not exists (select 1 from ${upgradePins} p where lower(p.board_type) = ${board}
          and ((p.device_account_id is null and p.company_id = ${terminalVersions.customerId})
            or (p.device_account_id = ${terminalVersions.deviceAccountId}
              and (p.company_id is null or p.company_id = ${terminalVersions.customerId}))))`,
      ),
    )
    .orderBy(asc(terminalVersions.customerId), asc(terminalVersions.deviceAccountId));
}

/** Wave of the `index`-th terminal (0-based): the first wave, then waves of `waveSize`. */
export function waveOf(index: number, firstWaveSize: number, waveSize: number): number {
  return index < firstWaveSize ? 1 : 2 + Math.floor((index - firstWaveSize) / waveSize);
}

/**
 * A new rollout of an approved package: its terminals are chosen and split into waves now (a
 * terminal that starts reporting the board type later is in the next rollout), and the job
 * that runs it is scheduled in the same transaction.
 */
export async function createRollout(
  tx: Tx,
  input: RolloutCreate,
  createdBy: string,
  now: Date,
): Promise<RolloutRow> {
  const pkg = await packageOf(tx, input.packageId);
  if (pkg.state !== 'approved') throw Conflict('error.upgradeNotApproved');
  if (input.customerIds.some((id) => !pkg.targetCustomerIds.includes(id)))
    throw BadRequest('error.upgradeTargetCompany', 'customerIds');
  // One rollout of a package at a time: taken under the package's row lock.
  await tx
    .select({ id: upgradePackages.id })
    .from(upgradePackages)
    .where(eq(upgradePackages.id, pkg.id))
    .for('update');
  const [active] = await tx
    .select({ id: upgradeRollouts.id })
    .from(upgradeRollouts)
    .where(and(eq(upgradeRollouts.packageId, pkg.id), inArray(upgradeRollouts.state, ['running', 'paused'])))
    .limit(1);
  if (active) throw Conflict('error.upgradeRolloutActive');
  const filter = { customerIds: input.customerIds, fromVersions: input.fromVersions };
  const terminals = await eligibleTerminals(tx, pkg, filter);
  if (terminals.length === 0) throw BadRequest('error.upgradeNoTargets');
  const waveCount = waveOf(terminals.length - 1, input.firstWaveSize, input.waveSize);
  const [rollout] = await tx
    .insert(upgradeRollouts)
    .values({
      packageId: pkg.id,
      state: 'running',
      filter,
      firstWaveSize: input.firstWaveSize,
      waveSize: input.waveSize,
      successThreshold: input.successThreshold,
      errorThreshold: input.errorThreshold,
      currentWave: 1,
      waveCount,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  for (let at = 0; at < terminals.length; at += 500)
    await tx.insert(upgradeRolloutTargets).values(
      terminals.slice(at, at + 500).map((terminal, i) => ({
        rolloutId: rollout!.id,
        customerId: terminal.customerId,
        deviceAccountId: terminal.deviceAccountId,
        wave: waveOf(at + i, input.firstWaveSize, input.waveSize),
        fromVersion: terminal.version,
        updatedAt: now,
      })),
    );
  return rollout!;
}

/**
 * Pause, resume, cancel, or retry (only the failed terminals of the waves reached go again, the
 * rollout runs on from its current wave). Cancelling cancels the terminals not yet sent; those
 * already upgrading finish and report.
 */
export async function moveRollout(
  tx: Tx,
  id: number,
  action: RolloutAction,
  now: Date,
): Promise<{ before: RolloutRow; after: RolloutRow; retried: number }> {
  const before = await rolloutOf(tx, id, true);
  const transition = ROLLOUT_TRANSITIONS[action];
  if (!transition.from.includes(before.state as never)) throw Conflict('error.rolloutTransition');
  let retried = 0;
  const patch: Partial<RolloutRow> = { state: transition.to, updatedAt: now };
  if (action === 'cancel') {
    await tx
      .update(upgradeRolloutTargets)
      .set({ state: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(upgradeRolloutTargets.rolloutId, id),
          inArray(upgradeRolloutTargets.state, ['scheduled', 'deferred']),
        ),
      );
    patch.finishedAt = now;
  }
  if (action === 'retry') {
    const rows = await tx
      .update(upgradeRolloutTargets)
      .set({ state: 'scheduled', progress: 0, error: null, updatedAt: now })
      .where(and(eq(upgradeRolloutTargets.rolloutId, id), eq(upgradeRolloutTargets.state, 'failed')))
      .returning({ id: upgradeRolloutTargets.id });
    retried = rows.length;
    if (retried === 0) throw Conflict('error.rolloutNothingToRetry');
    patch.stopReason = null;
    patch.finishedAt = null;
  }
  if (action === 'pause' || action === 'cancel') patch.stopReason = null;
  const [after] = await tx.update(upgradeRollouts).set(patch).where(eq(upgradeRollouts.id, id)).returning();
  return { before, after: after!, retried };
}

/** Terminals that are busy: in a meeting in progress, or at a bed with a visit going on or an open alarm. */
async function busyTerminals(tx: Tx | Db, terminals: { customerId: number; deviceAccountId: number }[]) {
  if (terminals.length === 0) return new Set<number>();
  const ids = terminals.map((t) => t.deviceAccountId);
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const rows = (await tx.execute(sql`
    select distinct d.id from unnest(${idList}) as d(id)
    where exists (select 1 from rooms r where r.status = 'inProgress' and d.id = any(r.device_account_ids))
       or exists (select 1 from beds b join visits v on v.bed_id = b.id and v.customer_id = b.customer_id
                  where v.state = 'doing' and d.id = any(b.device_account_ids))
       or exists (select 1 from beds b join alarms a on a.bed_id = b.id and a.customer_id = b.customer_id
                  where a.state <> 'cleared' and d.id = any(b.device_account_ids))`)) as unknown as
    { rows: { id: number }[] } | { id: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return new Set(list.map((row) => Number(row.id)));
}

async function waveCounts(tx: Tx | Db, rolloutId: number, wave?: number): Promise<RolloutCounts> {
  const rows = await tx
    .select({ state: upgradeRolloutTargets.state, n: sql<number>`count(*)::int` })
    .from(upgradeRolloutTargets)
    .where(
      and(
        eq(upgradeRolloutTargets.rolloutId, rolloutId),
        wave === undefined ? undefined : eq(upgradeRolloutTargets.wave, wave),
      ),
    )
    .groupBy(upgradeRolloutTargets.state);
  return countsOf(rows);
}

const event = (rollout: RolloutRow, customerId: number, target?: TargetRow): UpgradeRealtimeEvent => ({
  type: 'upgrade',
  customerId,
  packageId: rollout.packageId,
  rolloutId: rollout.id,
  rolloutState: rollout.state,
  ...(target
    ? {
        target: {
          id: target.id,
          deviceAccountId: target.deviceAccountId,
          state: target.state,
          progress: target.progress,
          error: target.error,
        },
      }
    : {}),
});

/**
 * One look at a running rollout (the durable job, and after every terminal report): stop it
 * when the current wave's failures reach the error threshold; move to the next wave when the
 * current one's successes reach the success threshold; send the current wave's terminals that
 * are idle (the busy ones are deferred and looked at again next time); finish when every wave
 * is through. `online` says whether a terminal is connected (offline ones get a queued command).
 */
export async function tickRollout(
  tx: Tx,
  rolloutId: number,
  online: (terminal: { id: number; online: boolean }) => boolean,
  now: Date,
  platformCustomerId: number,
): Promise<Effects> {
  const effects: Effects = { sent: [], events: [] };
  let rollout = await rolloutOf(tx, rolloutId, true);
  if (rollout.state !== 'running') return effects;
  const pkg = await packageOf(tx, rollout.packageId);
  const changed = (patch: Partial<RolloutRow>) =>
    tx
      .update(upgradeRollouts)
      .set({ ...patch, updatedAt: now })
      .where(eq(upgradeRollouts.id, rollout.id))
      .returning()
      .then((rows) => rows[0]!);

  // A terminal that began its upgrade and then said nothing for too long has failed it (hawkBit's
  // action timeout): the rollout does not wait forever, and the failure counts for the threshold.
  // Only once it reported: a `sent` upgrade of a terminal that is offline waits for its return.
  const silent = await tx
    .update(upgradeRolloutTargets)
    .set({ state: 'failed', error: 'timeout', updatedAt: now })
    .where(
      and(
        eq(upgradeRolloutTargets.rolloutId, rollout.id),
        inArray(upgradeRolloutTargets.state, ['downloading', 'installing']),
        sql`${upgradeRolloutTargets.updatedAt} < ${new Date(now.getTime() - UPGRADE_TARGET_TIMEOUT_MS).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  for (const target of silent) effects.events.push(event(rollout, target.customerId, target));

  for (;;) {
    // Any wave reached whose failures reach the threshold stops the rollout (a late failure of
    // an earlier wave counts as much as one of the current wave).
    for (let wave = 1; wave <= rollout.currentWave; wave += 1) {
      const reached = await waveCounts(tx, rollout.id, wave);
      const share = reached.total - reached.cancelled;
      if (reached.failed > 0 && reached.failed * 100 >= rollout.errorThreshold * share) {
        rollout = await changed({ state: 'stopped', stopReason: `errorThreshold:${wave}` });
        effects.events.push(event(rollout, platformCustomerId));
        return effects;
      }
    }
    const counts = await waveCounts(tx, rollout.id, rollout.currentWave);
    const considered = counts.total - counts.cancelled;
    const waveOver = counts.done + counts.failed + counts.cancelled === counts.total;
    const successReached = considered === 0 || counts.done * 100 >= rollout.successThreshold * considered;
    if (successReached && rollout.currentWave < rollout.waveCount) {
      rollout = await changed({ currentWave: rollout.currentWave + 1 });
      effects.events.push(event(rollout, platformCustomerId));
      continue;
    }
    if (rollout.currentWave >= rollout.waveCount && waveOver) {
      const all = await waveCounts(tx, rollout.id);
      if (all.done + all.failed + all.cancelled === all.total) {
        rollout = await changed({ state: 'finished', finishedAt: now });
        effects.events.push(event(rollout, platformCustomerId));
        return effects;
      }
    }
    break;
  }

  // Send the waves reached (earlier waves may still hold deferred terminals).
  const waiting = await tx
    .select()
    .from(upgradeRolloutTargets)
    .where(
      and(
        eq(upgradeRolloutTargets.rolloutId, rollout.id),
        sql`${upgradeRolloutTargets.wave} <= ${rollout.currentWave}`,
        inArray(upgradeRolloutTargets.state, ['scheduled', 'deferred']),
      ),
    )
    .orderBy(asc(upgradeRolloutTargets.id))
    .limit(500);
  const busy = await busyTerminals(tx, waiting);
  const terminals = waiting.length
    ? await tx
        .select({
          id: deviceAccounts.id,
          customerId: deviceAccounts.customerId,
          account: deviceAccounts.account,
          online: deviceAccounts.online,
        })
        .from(deviceAccounts)
        .where(
          inArray(
            deviceAccounts.id,
            waiting.map((t) => t.deviceAccountId),
          ),
        )
    : [];
  const byId = new Map(terminals.map((t) => [t.id, t]));
  for (const target of waiting) {
    const terminal = byId.get(target.deviceAccountId);
    if (!terminal || terminal.customerId !== target.customerId) {
      const [gone] = await tx
        .update(upgradeRolloutTargets)
        .set({ state: 'cancelled', error: 'terminal removed', updatedAt: now })
        .where(eq(upgradeRolloutTargets.id, target.id))
        .returning();
      effects.events.push(event(rollout, target.customerId, gone));
      continue;
    }
    if (busy.has(target.deviceAccountId)) {
      if (target.state !== 'deferred') {
        const [deferred] = await tx
          .update(upgradeRolloutTargets)
          .set({ state: 'deferred', updatedAt: now })
          .where(eq(upgradeRolloutTargets.id, target.id))
          .returning();
        effects.events.push(event(rollout, target.customerId, deferred));
      }
      continue;
    }
    const up = online(terminal);
    const payload: UpgradeCommandPayload = {
      targetId: target.id,
      packageId: pkg.id,
      url: pkg.file,
      version: pkg.version,
      checksum: pkg.checksum,
      size: pkg.size,
      boardType: pkg.boardType,
    };
    const [command] = await tx
      .insert(terminalCommands)
      .values({
        customerId: terminal.customerId,
        deviceAccountId: terminal.id,
        kind: 'upgrade',
        payload,
        state: up ? 'requested' : 'queued',
        sentAt: up ? now : null,
        createdBy: rollout.createdBy,
      })
      .returning();
    const [sent] = await tx
      .update(upgradeRolloutTargets)
      .set({
        state: 'sent',
        progress: 0,
        commandId: command!.id,
        attempts: sql`${upgradeRolloutTargets.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(upgradeRolloutTargets.id, target.id))
      .returning();
    effects.events.push(event(rollout, target.customerId, sent));
    effects.sent.push({
      terminal: { id: terminal.id, customerId: terminal.customerId, account: terminal.account },
      command: presentCommand(command!),
    });
  }
  effects.tickAt = new Date(now.getTime() + ROLLOUT_TICK_MS);
  return effects;
}

const STATE_RANK: Record<string, number> = {
  scheduled: 0,
  deferred: 0,
  sent: 1,
  downloading: 2,
  installing: 3,
  done: 4,
  failed: 4,
};

/**
 * A terminal's progress report. Only its own target moves, and only forward (a late
 * `downloading` after `installing` is ignored; so is anything after done or failed); `done`
 * records the terminal's new version. Returns the rollout to look at again, or null.
 */
export async function recordProgress(
  tx: Tx | Db,
  terminal: TerminalRef,
  report: UpgradeProgressEvent,
  now: Date,
): Promise<{ rollout: RolloutRow; target: TargetRow } | null> {
  const to = STATE_RANK[report.state]!;
  // The states this report may move a target from. One conditional UPDATE, not read-then-write:
  // two reports of one terminal handled at once (installing, then done a moment later) must not
  // lose the later one because the earlier one moved the row in between.
  const movableFrom = Object.entries(STATE_RANK)
    .filter(
      ([state, rank]) =>
        rank >= 1 && (rank < to || (state === 'downloading' && report.state === 'downloading')),
    )
    .map(([state]) => state);
  const [moved] = await tx
    .update(upgradeRolloutTargets)
    .set({
      state: report.state,
      ...(report.state === 'done' ? { progress: 100 } : {}),
      ...(report.state === 'downloading' ? { progress: report.percent ?? 0 } : {}),
      error: report.state === 'failed' ? (report.reason ?? 'failed').slice(0, 200) : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(upgradeRolloutTargets.id, report.targetId),
        eq(upgradeRolloutTargets.customerId, terminal.customerId),
        eq(upgradeRolloutTargets.deviceAccountId, terminal.id),
        inArray(upgradeRolloutTargets.state, movableFrom),
      ),
    )
    .returning();
  if (!moved) return null;
  const rollout = await rolloutOf(tx, moved.rolloutId);
  const pkg = await packageOf(tx, rollout.packageId);
  if (report.state === 'done')
    await tx
      .insert(terminalVersions)
      .values({
        customerId: terminal.customerId,
        deviceAccountId: terminal.id,
        boardType: pkg.boardType,
        version: pkg.version,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [terminalVersions.customerId, terminalVersions.deviceAccountId],
        set: { version: pkg.version, boardType: pkg.boardType, updatedAt: now },
      });
  return { rollout, target: moved };
}

/** What a terminal says it runs (`{ type: 'version' }`, sent when it connects). */
export async function recordVersion(
  db: Db,
  terminal: TerminalRef,
  report: { boardType: string; version: string },
  now: Date,
) {
  await db
    .insert(terminalVersions)
    .values({ customerId: terminal.customerId, deviceAccountId: terminal.id, ...report, updatedAt: now })
    .onConflictDoUpdate({
      target: [terminalVersions.customerId, terminalVersions.deviceAccountId],
      set: { ...report, updatedAt: now },
    });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A package's rollouts, newest first, with counters per state and per wave. */
export async function listRollouts(tx: Tx, packageId: number): Promise<Rollout[]> {
  await packageOf(tx, packageId);
  const rows = await tx
    .select()
    .from(upgradeRollouts)
    .where(eq(upgradeRollouts.packageId, packageId))
    .orderBy(desc(upgradeRollouts.id));
  return Promise.all(rows.map((row) => presentRollout(tx, row)));
}

export async function presentRollout(tx: Tx | Db, row: RolloutRow): Promise<Rollout> {
  const perWave = await tx
    .select({
      wave: upgradeRolloutTargets.wave,
      state: upgradeRolloutTargets.state,
      n: sql<number>`count(*)::int`,
    })
    .from(upgradeRolloutTargets)
    .where(eq(upgradeRolloutTargets.rolloutId, row.id))
    .groupBy(upgradeRolloutTargets.wave, upgradeRolloutTargets.state);
  const waves = Array.from({ length: row.waveCount }, (_, i) => ({
    wave: i + 1,
    counts: countsOf(perWave.filter((r) => r.wave === i + 1)),
  }));
  return {
    id: row.id,
    packageId: row.packageId,
    state: row.state as Rollout['state'],
    customerIds: row.filter.customerIds,
    fromVersions: row.filter.fromVersions,
    firstWaveSize: row.firstWaveSize,
    waveSize: row.waveSize,
    successThreshold: row.successThreshold,
    errorThreshold: row.errorThreshold,
    currentWave: row.currentWave,
    waveCount: row.waveCount,
    stopReason: row.stopReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    counts: countsOf(perWave),
    waves,
  };
}

export async function getRollout(tx: Tx, id: number): Promise<Rollout> {
  return presentRollout(tx, await rolloutOf(tx, id));
}

/** One page of a rollout's terminals, by wave then id, with their names and companies. */
export async function listTargets(
  tx: Tx,
  rolloutId: number,
  query: { state?: TargetState | undefined; page: number; size: number },
): Promise<{ list: RolloutTarget[]; total: number; page: number; size: number }> {
  await rolloutOf(tx, rolloutId);
  const where = and(
    eq(upgradeRolloutTargets.rolloutId, rolloutId),
    query.state ? eq(upgradeRolloutTargets.state, query.state) : undefined,
  );
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(upgradeRolloutTargets)
    .where(where);
  const rows = await tx
    .select({
      target: upgradeRolloutTargets,
      account: deviceAccounts.account,
      name: deviceAccounts.name,
      customerName: customers.name,
    })
    .from(upgradeRolloutTargets)
    .leftJoin(
      deviceAccounts,
      and(
        eq(deviceAccounts.id, upgradeRolloutTargets.deviceAccountId),
        eq(deviceAccounts.customerId, upgradeRolloutTargets.customerId),
      ),
    )
    .leftJoin(customers, eq(customers.id, upgradeRolloutTargets.customerId))
    .where(where)
    .orderBy(asc(upgradeRolloutTargets.wave), asc(upgradeRolloutTargets.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    list: rows.map(({ target, account, name, customerName }) => ({
      id: target.id,
      rolloutId: target.rolloutId,
      customerId: target.customerId,
      customerName,
      deviceAccountId: target.deviceAccountId,
      account,
      name,
      wave: target.wave,
      state: target.state as TargetState,
      progress: target.progress,
      fromVersion: target.fromVersion,
      error: target.error,
      attempts: target.attempts,
      updatedAt: target.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}
