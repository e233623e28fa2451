import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { liveRecordings } from '../../src/modules/lives/tables';
import { purgeRecordings } from '../../src/modules/lives/retention';
import { api, build, expectOk, type Tenant } from '../helper';

/**
 * The retention of recording files (LIVE_RECORDING_DAYS, ADR 27): aged files are deleted; a
 * converted recording stays converted, one never converted becomes failed/expired; recording and
 * converting ones, and young ones, are left alone; a second purge does nothing.
 */
const ctx = build();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-retention-'));
let tenant: Tenant;
let liveId = 0;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  tenant = await ctx.createTenant('retention');
  liveId = expectOk<{ id: number }>(
    await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api(PATHS.resource('lives')),
      payload: { name: 'Ward rounds', record: true },
    }),
  ).id;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function recording(name: string, state: string, endedDaysAgo: number | null) {
  const file = path.join(dir, `${name}.flv`);
  fs.writeFileSync(file, 'FLV recording');
  const [row] = await ctx.database.db
    .insert(liveRecordings)
    .values({
      customerId: tenant.customerId,
      liveId,
      path: file,
      state,
      size: 13,
      startedAt: daysAgo((endedDaysAgo ?? 0) + 1),
      endedAt: endedDaysAgo === null ? null : daysAgo(endedDaysAgo),
    })
    .returning();
  return { id: row!.id, file };
}
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(liveRecordings).where(eq(liveRecordings.id, id)))[0]!;

describe('recording retention', () => {
  it('deletes aged files, keeps converted ones converted and marks the unconverted expired', async () => {
    const converted = await recording('converted', 'converted', 40);
    const ready = await recording('ready', 'ready', 31);
    const young = await recording('young', 'ready', 29);
    const converting = await recording('converting', 'converting', 40);
    const onAir = await recording('on-air', 'recording', null);

    expect(await purgeRecordings(ctx.database.db, 30, now)).toBe(2);

    expect(fs.existsSync(converted.file)).toBe(false);
    expect(await rowOf(converted.id)).toMatchObject({ state: 'converted', purgedAt: now });
    expect(fs.existsSync(ready.file)).toBe(false);
    expect(await rowOf(ready.id)).toMatchObject({ state: 'failed', reason: 'expired', purgedAt: now });
    for (const kept of [young, converting, onAir]) {
      expect(fs.existsSync(kept.file)).toBe(true);
      expect((await rowOf(kept.id)).purgedAt).toBeNull();
    }
    // The page shows when the file went.
    const listed = expectOk<{ recordings: { id: number; purgedAt: string | null; reason: string | null }[] }>(
      await ctx.injectAs(tenant.admin.token, {
        method: 'GET',
        url: api(`${PATHS.resource('lives')}/${liveId}/recordings`),
      }),
    ).recordings;
    expect(listed.find((r) => r.id === ready.id)).toMatchObject({
      purgedAt: now.toISOString(),
      reason: 'expired',
    });

    expect(await purgeRecordings(ctx.database.db, 30, now)).toBe(0);
  });

  it('keeps every file when the retention is 0', async () => {
    const old = await recording('old', 'ready', 400);
    expect(await purgeRecordings(ctx.database.db, 0, now)).toBe(0);
    expect(fs.existsSync(old.file)).toBe(true);
  });
});
