import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, PLATFORM_ORG_ID, USER_TYPES } from '@console/contract';
import type { Rollout, RolloutTarget } from '@console/contract/upgrades';
import { UPGRADE_ROLLOUTS_PATH } from '@console/contract/upgrades';
import { UPLOADS_PATH } from '@console/contract/uploads';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { upgradeFails } from '@console/simulator/upgrade';
import { roles } from '../../src/platform/identity-tables';
import { tickRollout, UPGRADE_TARGET_TIMEOUT_MS } from '../../src/modules/upgrades/service';
import { terminalVersions, upgradeRollouts, upgradeRolloutTargets } from '../../src/modules/upgrades/tables';
import { rooms } from '../../src/modules/rooms/tables';
import { makePng, multipart, zipOf } from '../files';
import {
  api,
  build,
  envelope,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { insertTerminal, TERMINAL_PASSWORD } from '../realtime';

/**
 * Upgrade packages and staged rollouts (issue 17, ADR 0032): the package rules (content, type,
 * required fields), the second administrator's approval, the cloudAdmin-only walls, and rollouts
 * run against real simulated terminals over the embedded broker: waves, the error threshold
 * that stops a rollout, pause / resume / cancel, retry of only the failed, pins and busy
 * terminals passed by or deferred.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrades-test-'));
const ctx = build({ dataDir, MQTT_PORT: 0, HOST: '127.0.0.1', jobs: { poll: false } });
const packagesUrl = (suffix = '') => api(`${PATHS.resource('upgradePackages')}${suffix}`);
const pinsUrl = (suffix = '') => api(`${PATHS.resource('upgradePins')}${suffix}`);
const rolloutsUrl = (suffix = '') => api(`${UPGRADE_ROLLOUTS_PATH}${suffix}`);

let admin: string;
let second: string;
let plainPlatform: string;
let a: Tenant;
let b: Tenant;
let mqttUrl = '';
const open: { close(): unknown }[] = [];
/** A's terminals on board `rk3588`, version 1.0.0 (accounts 7700001..7700010). */
const fleet: { id: number; account: string; sim: SimulatedTerminal }[] = [];

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

async function upload(content: Buffer, token = admin, filename = 'package.zip') {
  const body = multipart(content, { filename, type: 'application/octet-stream' });
  return ctx.injectAs(token, {
    method: 'POST',
    url: api(`${UPLOADS_PATH}?purpose=upgradePackage`),
    payload: body.payload,
    headers: body.headers,
  });
}
const uploaded = async (content: Buffer) => expectOk<{ url: string; type: string }>(await upload(content));

const terminalZip = () =>
  zipOf([
    { name: 'firmware/rootfs.img', data: Buffer.from('rootfs image bytes') },
    { name: 'manifest.txt', data: Buffer.from('board rk3588') },
  ]);
const apk = () =>
  zipOf([
    { name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') },
    { name: 'classes.dex', data: Buffer.from('dex') },
  ]);
const ipa = () => zipOf([{ name: 'Payload/Console.app/Info.plist', data: Buffer.from('<plist/>') }]);
const fileList = (version = '2.0.0') =>
  Buffer.from(
    JSON.stringify({
      version,
      files: [{ path: 'bin/app', size: 3, sha256: createHash('sha256').update('abc').digest('hex') }],
    }),
  );

interface Package {
  id: number;
  name: string;
  version: string;
  type: string;
  boardType: string;
  state: string;
  fileKind: string;
  size: number;
  checksum: string;
  uploadedBy: string;
  approvedBy: string | null;
  targetCustomerIds: number[];
}

let serial = 0;
async function createPackage(values: Partial<Record<string, unknown>> = {}, token = admin) {
  const file = values.file ?? (await uploaded(terminalZip())).url;
  return send(token, 'POST', packagesUrl(), {
    name: `Firmware ${++serial}`,
    version: `2.0.${serial}`,
    type: 'terminal',
    boardType: 'rk3588',
    targetCustomerIds: [a.customerId],
    ...values,
    file,
  });
}
async function approvedPackage(values: Partial<Record<string, unknown>> = {}) {
  const pkg = expectOk<Package>(await createPackage(values));
  expectOk(await send(second, 'POST', packagesUrl(`/${pkg.id}/approve`)));
  return pkg;
}

const startRollout = (payload: object, token = admin) => send(token, 'POST', rolloutsUrl(), payload);
const rolloutOf = async (id: number) => expectOk<Rollout>(await send(admin, 'GET', rolloutsUrl(`/${id}`)));
const targetsOf = async (id: number) =>
  expectOk<{ list: RolloutTarget[]; total: number }>(
    await send(admin, 'GET', rolloutsUrl(`/${id}/targets?size=200`)),
  ).list;

/** Runs due jobs until `done` holds (terminals report over MQTT meanwhile); generous for a loaded machine. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await ctx.app.jobs.runDue();
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function simulated(customerId: number, account: string, failRate: number) {
  const sim = new SimulatedTerminal(
    { customerId, account },
    {
      url: mqttUrl,
      password: TERMINAL_PASSWORD,
      behaviour: {
        // Long: a heartbeat missed while the test process is busy must not drop a terminal mid-upgrade.
        keepalive: 20,
        telemetryMs: 0,
        dropoutRate: 0,
        awayMs: [60_000, 60_000],
        callRate: 0,
        firmware: { boardType: 'rk3588', version: '1.0.0' },
        upgrade: { failRate, stepMs: 20, downloadOrigin: undefined },
      },
      random: () => 0.5,
      stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
    },
  );
  open.push({ close: () => sim.stop() });
  return sim;
}

const FAIL_RATE = 0.3;

beforeAll(async () => {
  admin = await ctx.adminToken();
  const [cloudAdmin] = await ctx.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, PLATFORM_ORG_ID), eq(roles.value, 'cloudAdmin')));
  const approver = await ctx.createUser({ account: 'approver2', roleId: cloudAdmin!.id });
  second = await ctx.login(approver.account, TENANT_PASSWORD);
  const ops = await ctx.createUser({
    account: 'opsnorole',
    userType: USER_TYPES.platformAdmin,
    roleId: null,
  });
  plainPlatform = await ctx.login(ops.account, TENANT_PASSWORD);
  a = await ctx.createTenant('up_a');
  b = await ctx.createTenant('up_b');
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  for (let i = 1; i <= 10; i += 1) {
    const account = `77000${String(i).padStart(2, '0')}`;
    const row = await insertTerminal(ctx.database.db, { customerId: a.customerId, account });
    const sim = simulated(a.customerId, account, FAIL_RATE);
    fleet.push({ id: row.id, account, sim });
  }
  await Promise.all(fleet.map((t) => t.sim.start()));
  // Every terminal has reported its board and version.
  await until(
    () =>
      ctx.database.db.select().from(terminalVersions).where(eq(terminalVersions.customerId, a.customerId)),
    (rows) => rows.length === fleet.length,
  );
}, 60_000);
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('upgrade packages', () => {
  it('keeps a terminal zip with its kind, size, SHA-256 and uploader, awaiting approval', async () => {
    const zip = terminalZip();
    const file = (await uploaded(zip)).url;
    const pkg = expectOk<Package>(await createPackage({ file }));
    expect(pkg).toMatchObject({
      type: 'terminal',
      fileKind: 'zip',
      size: zip.length,
      checksum: createHash('sha256').update(zip).digest('hex'),
      state: 'awaitingApproval',
      uploadedBy: 'admin',
      approvedBy: null,
      targetCustomerIds: [a.customerId],
    });
  });

  it('takes apk and ipa for phones and a JSON file list, each recognised by content', async () => {
    for (const [type, content, kind] of [
      ['android', apk(), 'apk'],
      ['ios', ipa(), 'ipa'],
      ['fileList', fileList(), 'json'],
    ] as const) {
      const file = (await uploaded(content)).url;
      const pkg = expectOk<Package>(await createPackage({ type, file }));
      expect(pkg.fileKind).toBe(kind);
    }
  });

  it('refuses a file that is not what the type takes', async () => {
    const zipUrl = (await uploaded(terminalZip())).url;
    const res = await createPackage({ type: 'android', file: zipUrl });
    expectError(res, ERROR_CODES.validation, 'error.upgradeFileKind');
    expect(envelope(res).fields).toEqual({ file: 'error.upgradeFileKind' });
    const apkUrl = (await uploaded(apk())).url;
    expectError(
      await createPackage({ type: 'terminal', file: apkUrl }),
      ERROR_CODES.validation,
      'error.upgradeFileKind',
    );
    const listUrl = (await uploaded(fileList())).url;
    expectError(
      await createPackage({ type: 'ios', file: listUrl }),
      ERROR_CODES.validation,
      'error.upgradeFileKind',
    );
  });

  it('checks uploads by content: no PNG, no damaged zip, no JSON off the file-list format', async () => {
    expectError(await upload(makePng(4, 4)), ERROR_CODES.validation, 'error.uploadType');
    const zip = terminalZip();
    expectError(
      await upload(zip.subarray(0, zip.length - 10)),
      ERROR_CODES.validation,
      'error.uploadDamaged',
    );
    expectError(await upload(Buffer.from('{"files": []}')), ERROR_CODES.validation, 'error.upgradeFileList');
    expectError(await upload(Buffer.from('{"version": ')), ERROR_CODES.validation, 'error.uploadDamaged');
  });

  it('requires name, version, board type, package file and target companies', async () => {
    for (const field of ['name', 'version', 'boardType', 'targetCustomerIds']) {
      const res = await createPackage({ [field]: undefined });
      expectValidationError(res, field, 'validation.required');
    }
    expectValidationError(
      await createPackage({ targetCustomerIds: [] }),
      'targetCustomerIds',
      'validation.required',
    );
    expectValidationError(await createPackage({ version: 'v 2' }), 'version', 'validation.invalid');
    // a file that is not an upload of the platform for a package
    const res = await createPackage({ file: 'https://example.com/x.zip' });
    expectValidationError(res, 'file', 'error.upgradePackageUpload');
  });

  it('refuses the same version twice for one type and board', async () => {
    expectOk(await createPackage({ version: '9.9.9' }));
    expectError(await createPackage({ version: '9.9.9' }), ERROR_CODES.conflict);
  });

  it('is approved only by a second cloud administrator, once', async () => {
    const pkg = expectOk<Package>(await createPackage());
    expectError(
      await send(admin, 'POST', packagesUrl(`/${pkg.id}/approve`)),
      ERROR_CODES.forbidden,
      'error.upgradeSelfApproval',
    );
    const approved = expectOk<Package>(await send(second, 'POST', packagesUrl(`/${pkg.id}/approve`)));
    expect(approved).toMatchObject({ state: 'approved', approvedBy: 'approver2' });
    expectError(
      await send(second, 'POST', packagesUrl(`/${pkg.id}/approve`)),
      ERROR_CODES.conflict,
      'error.upgradeAlreadyApproved',
    );
  });
});

describe('cloudAdmin-only walls', () => {
  it('refuses packages, pins, rollouts and uploads to a platform user without the role and to tenants', async () => {
    const pkg = expectOk<Package>(await createPackage());
    for (const token of [plainPlatform, a.admin.token, a.member.token]) {
      expectError(await send(token, 'GET', packagesUrl()), ERROR_CODES.forbidden);
      expectError(await send(token, 'GET', packagesUrl(`/${pkg.id}`)), ERROR_CODES.forbidden);
      expectError(await send(token, 'POST', packagesUrl(`/${pkg.id}/approve`)), ERROR_CODES.forbidden);
      expectError(await send(token, 'DELETE', packagesUrl(`/${pkg.id}`)), ERROR_CODES.forbidden);
      expectError(await send(token, 'GET', pinsUrl()), ERROR_CODES.forbidden);
      expectError(await send(token, 'GET', rolloutsUrl(`?packageId=${pkg.id}`)), ERROR_CODES.forbidden);
      expectError(
        await startRollout({ packageId: pkg.id, firstWaveSize: 1, waveSize: 1 }, token),
        ERROR_CODES.forbidden,
      );
      expectError(await send(token, 'POST', rolloutsUrl('/1/pause')), ERROR_CODES.forbidden);
      expectError(await upload(terminalZip(), token), ERROR_CODES.forbidden);
    }
  });
});

describe('rollouts', () => {
  it('refuses a package not yet approved, companies outside its targets, and a filter matching nobody', async () => {
    const pkg = expectOk<Package>(await createPackage());
    expectError(
      await startRollout({ packageId: pkg.id, firstWaveSize: 2, waveSize: 4 }),
      ERROR_CODES.conflict,
      'error.upgradeNotApproved',
    );
    const ok = await approvedPackage();
    expectValidationError(
      await startRollout({ packageId: ok.id, customerIds: [b.customerId], firstWaveSize: 2, waveSize: 4 }),
      'customerIds',
      'error.upgradeTargetCompany',
    );
    expectError(
      await startRollout({ packageId: ok.id, fromVersions: ['0.0.1'], firstWaveSize: 2, waveSize: 4 }),
      ERROR_CODES.validation,
      'error.upgradeNoTargets',
    );
    const other = await approvedPackage({ boardType: 'imx8' });
    expectError(
      await startRollout({ packageId: other.id, firstWaveSize: 2, waveSize: 4 }),
      ERROR_CODES.validation,
      'error.upgradeNoTargets',
    );
    expectValidationError(
      await startRollout({ packageId: ok.id, firstWaveSize: 0, waveSize: 4 }),
      'firstWaveSize',
      'validation.min',
    );
    expectValidationError(
      await startRollout({ packageId: ok.id, firstWaveSize: 1, waveSize: 4, errorThreshold: 101 }),
      'errorThreshold',
      'validation.max',
    );
  });

  it('passes pinned companies and terminals by, and defers a terminal in a meeting until it is idle', async () => {
    const pin = expectOk<{ id: number }>(
      await send(admin, 'POST', pinsUrl(), {
        boardType: 'rk3588',
        version: '1.0.0',
        deviceAccountId: fleet[0]!.id,
      }),
    );
    expectValidationError(
      await send(admin, 'POST', pinsUrl(), { boardType: 'rk3588', version: '1.0.0' }),
      'companyId',
      'validation.upgradePinTarget',
    );
    const pkg = await approvedPackage({ version: '3.0.0' });
    // fleet[1] is in a meeting in progress
    const [room] = await ctx.database.db
      .insert(rooms)
      .values({
        customerId: a.customerId,
        name: 'busy',
        maxDevices: 4,
        status: 'inProgress',
        deviceAccountIds: [fleet[1]!.id],
      })
      .returning();
    const rollout = expectOk<Rollout>(
      await startRollout({
        packageId: pkg.id,
        firstWaveSize: 20,
        waveSize: 20,
        successThreshold: 100,
        errorThreshold: 100,
      }),
    );
    expect(rollout.counts.total).toBe(fleet.length - 1);
    const targets = await targetsOf(rollout.id);
    expect(targets.map((t) => t.deviceAccountId)).not.toContain(fleet[0]!.id);
    const deferred = await until(
      () => targetsOf(rollout.id),
      (list) => list.find((t) => t.deviceAccountId === fleet[1]!.id)?.state === 'deferred',
    );
    expect(deferred.find((t) => t.deviceAccountId === fleet[1]!.id)?.state).toBe('deferred');
    // once the meeting ends the terminal is sent its upgrade
    await ctx.database.db.update(rooms).set({ status: 'ended' }).where(eq(rooms.id, room!.id));
    const after = await until(
      () => targetsOf(rollout.id),
      (list) => list.every((t) => ['done', 'failed'].includes(t.state)),
    );
    const expected = fleet
      .slice(1)
      .map((t) => ({ id: t.id, state: upgradeFails(t.account, '3.0.0', FAIL_RATE) ? 'failed' : 'done' }));
    expect(after.map((t) => ({ id: t.deviceAccountId, state: t.state })).sort((x, y) => x.id - y.id)).toEqual(
      expected,
    );
    const done = await until(
      () => rolloutOf(rollout.id),
      (r) => r.state === 'finished',
    );
    expect(done.state).toBe('finished');
    // the terminals that are done now run 3.0.0
    const versions = await ctx.database.db
      .select()
      .from(terminalVersions)
      .where(eq(terminalVersions.customerId, a.customerId));
    for (const { id, state } of expected)
      expect(versions.find((v) => v.deviceAccountId === id)?.version).toBe(
        state === 'done' ? '3.0.0' : '1.0.0',
      );
    expectOk(await send(admin, 'DELETE', pinsUrl(`/${pin.id}`)));
  }, 120_000);

  it('stops at the error threshold, sends no later wave, retries only the failed terminals, and cancels', async () => {
    const version = '4.0.0';
    const failing = fleet.filter((t) => upgradeFails(t.account, version, FAIL_RATE));
    // the test needs a failure in the first wave: the fleet's accounts are fixed, so this holds every run
    expect(failing.length).toBeGreaterThan(0);
    const pkg = await approvedPackage({ version });
    // Terminals on 1.0.0 or 3.0.0 (the last test upgraded some); first wave: every terminal up to the first failing one.
    const order = fleet.map((t) => t.id);
    const firstFailing = order.indexOf(failing[0]!.id);
    const firstWaveSize = firstFailing + 1;
    const rollout = expectOk<Rollout>(
      await startRollout({
        packageId: pkg.id,
        firstWaveSize,
        waveSize: 3,
        successThreshold: 100,
        errorThreshold: 1,
      }),
    );
    expect(rollout).toMatchObject({ state: 'running', currentWave: 1, counts: { total: fleet.length } });
    const stopped = await until(
      () => rolloutOf(rollout.id),
      (r) => r.state === 'stopped',
    );
    expect(stopped).toMatchObject({ state: 'stopped', currentWave: 1, stopReason: 'errorThreshold:1' });
    // nothing of a later wave was sent
    const targets = await targetsOf(rollout.id);
    expect(targets.filter((t) => t.wave > 1).map((t) => t.state)).toEqual(
      targets.filter((t) => t.wave > 1).map(() => 'scheduled'),
    );
    expect(targets.find((t) => t.deviceAccountId === failing[0]!.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
    });
    // pausing a stopped rollout is not a move; resume neither
    expectError(
      await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/pause`)),
      ERROR_CODES.conflict,
      'error.rolloutTransition',
    );
    expectError(
      await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/resume`)),
      ERROR_CODES.conflict,
      'error.rolloutTransition',
    );
    // retry: only the failed terminal goes again (and fails again: its failure is fixed)
    const doneBefore = targets.filter((t) => t.state === 'done').map((t) => t.id);
    const retried = expectOk<Rollout>(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/retry`)));
    expect(retried.state).toBe('running');
    const again = await until(
      () => rolloutOf(rollout.id),
      (r) => r.state === 'stopped',
    );
    expect(again.state).toBe('stopped');
    const afterRetry = await targetsOf(rollout.id);
    expect(afterRetry.find((t) => t.deviceAccountId === failing[0]!.id)).toMatchObject({
      state: 'failed',
      attempts: 2,
    });
    for (const id of doneBefore) expect(afterRetry.find((t) => t.id === id)?.attempts).toBe(1);
    // cancel: the terminals never sent are cancelled
    const cancelled = expectOk<Rollout>(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/cancel`)));
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.counts.scheduled).toBe(0);
    expect(cancelled.counts.cancelled).toBe(targets.filter((t) => t.wave > 1).length);
    expectError(
      await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/retry`)),
      ERROR_CODES.conflict,
      'error.rolloutTransition',
    );
  }, 120_000);

  it('pauses between waves and resumes; one rollout of a package at a time', async () => {
    const pkg = await approvedPackage({ version: '5.0.0' });
    const rollout = expectOk<Rollout>(
      await startRollout({
        packageId: pkg.id,
        firstWaveSize: 1,
        waveSize: 50,
        successThreshold: 100,
        errorThreshold: 100,
      }),
    );
    expectError(
      await startRollout({ packageId: pkg.id, firstWaveSize: 1, waveSize: 1 }),
      ERROR_CODES.conflict,
      'error.upgradeRolloutActive',
    );
    const paused = expectOk<Rollout>(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/pause`)));
    expect(paused.state).toBe('paused');
    // while paused the job does nothing: no terminal was sent anything
    await ctx.app.jobs.runDue();
    expect((await targetsOf(rollout.id)).map((t) => t.state)).toEqual(
      (await targetsOf(rollout.id)).map(() => 'scheduled'),
    );
    expectOk(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/resume`)));
    const first = await until(
      () => rolloutOf(rollout.id),
      (r) => r.waves[0]!.counts.done + r.waves[0]!.counts.failed === 1,
    );
    expect(first.waves[0]!.counts.total).toBe(1);
    const listed = expectOk<Rollout[]>(await send(admin, 'GET', rolloutsUrl(`?packageId=${pkg.id}`)));
    expect(listed.map((r) => r.id)).toEqual([rollout.id]);
    expectOk(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/cancel`)));
  }, 120_000);

  it('ignores progress for another terminal’s target and never moves a target backwards', async () => {
    const pkg = await approvedPackage({ version: '6.0.0' });
    const rollout = expectOk<Rollout>(
      await startRollout({ packageId: pkg.id, firstWaveSize: 10, waveSize: 10, errorThreshold: 100 }),
    );
    const final = await until(
      () => targetsOf(rollout.id),
      (list) => list.every((t) => ['done', 'failed'].includes(t.state)),
    );
    // fleet[0]'s terminal reports a state for fleet[2]'s target: nothing moves
    const theirTarget = final.find((t) => t.deviceAccountId === fleet[2]!.id)!;
    const client = (
      fleet[0]!.sim as unknown as {
        client: { publish(t: string, p: string, o: object, cb: () => void): void };
      }
    ).client;
    await new Promise<void>((resolve) =>
      client.publish(
        `t/${a.customerId}/${fleet[0]!.account}/event`,
        JSON.stringify({ type: 'upgrade', targetId: theirTarget.id, state: 'downloading', percent: 10 }),
        { qos: 1 },
        resolve,
      ),
    );
    // a marker after it: the same terminal's version report, then the target is read
    await new Promise<void>((resolve) =>
      client.publish(
        `t/${a.customerId}/${fleet[0]!.account}/event`,
        JSON.stringify({ type: 'version', boardType: 'rk3588', version: '7.7.7' }),
        { qos: 1 },
        resolve,
      ),
    );
    await until(
      () =>
        ctx.database.db
          .select()
          .from(terminalVersions)
          .where(eq(terminalVersions.deviceAccountId, fleet[0]!.id)),
      (rows) => rows[0]?.version === '7.7.7',
    );
    expect((await targetsOf(rollout.id)).find((t) => t.id === theirTarget.id)).toEqual(theirTarget);
  }, 120_000);

  it('fails a terminal that began its upgrade and then said nothing for 30 minutes', async () => {
    const pkg = await approvedPackage({ version: '8.0.0' });
    const rollout = expectOk<Rollout>(
      await startRollout({ packageId: pkg.id, firstWaveSize: 10, waveSize: 10, errorThreshold: 100 }),
    );
    const final = await until(
      () => targetsOf(rollout.id),
      (list) => list.every((t) => ['done', 'failed'].includes(t.state)),
    );
    // Two terminals as if still installing: one silent past the timeout, one a minute ago.
    const now = new Date();
    const [silent, recent] = final;
    const installing = (id: number, msAgo: number) =>
      ctx.database.db
        .update(upgradeRolloutTargets)
        .set({ state: 'installing', error: null, updatedAt: new Date(now.getTime() - msAgo) })
        .where(eq(upgradeRolloutTargets.id, id));
    await installing(silent!.id, UPGRADE_TARGET_TIMEOUT_MS + 60_000);
    await installing(recent!.id, 60_000);
    await ctx.database.db
      .update(upgradeRollouts)
      .set({ state: 'running', finishedAt: null })
      .where(eq(upgradeRollouts.id, rollout.id));
    const effects = await ctx.database.db.transaction((tx) =>
      tickRollout(tx, rollout.id, () => true, now, PLATFORM_ORG_ID),
    );
    const after = await targetsOf(rollout.id);
    expect(after.find((t) => t.id === silent!.id)).toMatchObject({ state: 'failed', error: 'timeout' });
    expect(after.find((t) => t.id === recent!.id)?.state).toBe('installing');
    // The console hears of it live, and the rollout waits for the other one.
    expect(effects.events.map((e) => e.target?.id)).toContain(silent!.id);
    expect((await rolloutOf(rollout.id)).state).toBe('running');
    expectOk(await send(admin, 'POST', rolloutsUrl(`/${rollout.id}/cancel`)));
  }, 120_000);
});
