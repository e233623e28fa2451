import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { buildApp } from '../../src/app';
import { dataPushDeliveries, dataPushTargets } from '../../src/modules/data-push/tables';
import { PREVIOUS_SECRET_GRACE_MS, RETRY_SCHEDULE_MS } from '../../src/modules/data-push/service';
import { jobs } from '../../src/platform/jobs/tables';
import { userLogs } from '../../src/platform/audit-tables';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { registerFamily, seedIcu } from '../medical-fixture';
import { insertTerminal } from '../realtime';

/** The test's clock: real time plus what the test moved it by (retries are hours apart). */
let offset = 0;
const now = () => new Date(Date.now() + offset);
const SECRET_KEY = 'data-push-test-key-0123456789abcdef0123456789';
const config = { jobs: { now, poll: false }, SECRET_KEY };
const ctx = build(config);
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);

/** A fixed secret, so the receiver checks signatures with what it was given. */
const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

/** Whether one of a received message's signatures verifies with `secret`. */
function signedWith(received: Received, secret: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const id = String(received.headers['webhook-id']);
  const ts = String(received.headers['webhook-timestamp']);
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${received.body}`).digest('base64');
  return String(received.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

/** A webhook receiver on 127.0.0.1 that verifies Standard Webhooks signatures and answers `status`. */
class Receiver {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const received = { headers: req.headers, body, verified: false };
      received.verified = signedWith(received, SECRET);
      this.received.push(received);
      res.writeHead(this.status.shift() ?? this.fallback).end();
    });
  });
  received: Received[] = [];
  /** Answers of the next requests, in order; then `fallback`. */
  status: number[] = [];
  fallback = 200;
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  messages() {
    return this.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
  }
}

const receiver = new Receiver();
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  await receiver.start();
  tenant = await ctx.createTenant('pusht', ['platform']);
  other = await ctx.createTenant('pusho', ['platform']);
});
afterAll(() => receiver.stop());
// Each test sees only its own targets: earlier ones are disabled and their queue drained.
beforeEach(async () => {
  await ctx.database.db.update(dataPushTargets).set({ state: 'disabled' });
  await ctx.app.jobs.runDue();
  receiver.received = [];
  receiver.status = [];
  receiver.fallback = 200;
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

async function target(values: object = {}, token = tenant.admin.token) {
  return expectOk<{ id: number; state: string; secretHint: string }>(
    await send(
      'POST',
      r('dataPushTargets'),
      { name: `T${Math.random()}`, url: receiver.url, dataTypes: ['patientAdt'], secret: SECRET, ...values },
      token,
    ),
  );
}
async function deliveriesOf(targetId: number) {
  return ctx.database.db.select().from(dataPushDeliveries).where(eq(dataPushDeliveries.targetId, targetId));
}
const runDue = () => ctx.app.jobs.runDue();

describe('data push targets (SPEC §3, §5)', () => {
  it('needs a name, an http(s) URL and at least one data type; checks the secret and the max count', async () => {
    const post = (body: object) => send('POST', r('dataPushTargets'), body);
    expectValidationError(
      await post({ url: receiver.url, dataTypes: ['visits'] }),
      'name',
      'validation.required',
    );
    expectValidationError(
      await post({ name: 'a', url: 'ftp://x.example/', dataTypes: ['visits'] }),
      'url',
      'validation.httpUrl',
    );
    expectValidationError(
      await post({ name: 'a', url: receiver.url, dataTypes: [] }),
      'dataTypes',
      'validation.dataTypeRequired',
    );
    expectValidationError(
      await post({ name: 'a', url: receiver.url, dataTypes: ['visits'], secret: 'plain' }),
      'secret',
      'validation.webhookSecret',
    );
    expectValidationError(
      await post({ name: 'a', url: receiver.url, dataTypes: ['visits'], maxRetries: 21 }),
      'maxRetries',
      'validation.max',
    );
  });

  it('stores the secret encrypted, returns only its hint and never logs it', async () => {
    const created = await target();
    expect(created).not.toHaveProperty('secret');
    expect(created.secretHint).toBe(`whsec_••••${SECRET.slice(-4)}`);
    expect(created.state).toBe('normal');
    const [row] = await ctx.database.db
      .select()
      .from(dataPushTargets)
      .where(eq(dataPushTargets.id, created.id));
    expect(row!.secret.startsWith('v1:')).toBe(true);
    expect(row!.secret).not.toContain(SECRET.slice(6));
    const listed = expectOk<{ list: object[] }>(await send('GET', r('dataPushTargets')));
    expect(JSON.stringify(listed)).not.toContain(SECRET.slice(6));
    const logs = await ctx.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.resource, 'dataPushTargets'));
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(SECRET.slice(6));
  });

  it('generates a secret when none is given and shows a rotated one once', async () => {
    const created = await target({ secret: undefined });
    expect(created.secretHint).toMatch(/^whsec_••••.{4}$/);
    const rotated = expectOk<{ secret: string; secretHint: string }>(
      await send('POST', r('dataPushTargets', `/${created.id}/rotateSecret`), {}),
    );
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.secretHint).toBe(`whsec_••••${rotated.secret.slice(-4)}`);
    const read = expectOk<{ secretHint: string }>(await send('GET', r('dataPushTargets', `/${created.id}`)));
    expect(read.secretHint).toBe(rotated.secretHint);
  });

  it('signs with the old secret beside the new one for a day after a rotation, then with the new one only', async () => {
    const t = await target();
    const rotated = expectOk<{ secret: string; previousValidUntil: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/rotateSecret`), {}),
    );
    expect(new Date(rotated.previousValidUntil).getTime() - now().getTime()).toBeGreaterThan(
      PREVIOUS_SECRET_GRACE_MS - 60_000,
    );
    await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {});
    await runDue();
    const [during] = receiver.received;
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signedWith(during!, SECRET)).toBe(true);
    expect(signedWith(during!, rotated.secret)).toBe(true);
    offset += PREVIOUS_SECRET_GRACE_MS + 1000;
    await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {});
    await runDue();
    const after = receiver.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(signedWith(after, SECRET)).toBe(false);
    expect(signedWith(after, rotated.secret)).toBe(true);
    const [row] = await ctx.database.db.select().from(dataPushTargets).where(eq(dataPushTargets.id, t.id));
    expect(row!.previousSecret!.startsWith('v1:')).toBe(true);
  });

  it("keeps another company's targets and deliveries out of reach", async () => {
    const mine = await target();
    expectError(
      await send('GET', r('dataPushTargets', `/${mine.id}`), undefined, other.admin.token),
      '404001',
    );
    expectError(
      await send('POST', r('dataPushTargets', `/${mine.id}/sendTest`), {}, other.admin.token),
      '404001',
    );
    expectError(await send('GET', r('dataPushTargets'), undefined, tenant.member.token), '403001');
  });
});

describe('deliveries (Standard Webhooks, Svix retry schedule)', () => {
  it('sends a signed test delivery the receiver verifies, logged with its answer', async () => {
    const t = await target();
    const queued = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
    );
    expect(await runDue()).toBeGreaterThanOrEqual(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.verified).toBe(true);
    expect(got!.headers['webhook-id']).toBe(queued.messageId);
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'webhook.test', data: { targetId: t.id } });
    const log = expectOk<{ list: { id: number; state: string; attempts: number; responseCode: number }[] }>(
      await send('GET', r('dataPushDeliveries', `?targetId=${t.id}`)),
    );
    expect(
      log.list.map(({ id, state, attempts, responseCode }) => ({ id, state, attempts, responseCode })),
    ).toEqual([{ id: queued.id, state: 'delivered', attempts: 1, responseCode: 200 }]);
  });

  it('retries on the Svix schedule up to the max reconnect count, then marks the target abnormal; an edit resets it', async () => {
    const t = await target({ maxRetries: 2 });
    receiver.fallback = 500;
    await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {});
    await runDue();
    expect(receiver.received).toHaveLength(1);
    let [delivery] = await deliveriesOf(t.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, responseCode: 500, error: 'HTTP 500' });
    // Not due before its 5 s.
    offset += RETRY_SCHEDULE_MS[1]! - 1000;
    await runDue();
    expect(receiver.received).toHaveLength(1);
    offset += 1000;
    await runDue();
    expect(receiver.received).toHaveLength(2);
    offset += RETRY_SCHEDULE_MS[2]!;
    await runDue();
    expect(receiver.received).toHaveLength(3);
    [delivery] = await deliveriesOf(t.id);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 3, nextAttemptAt: null });
    // All three carried the same message id, each signed.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const abnormal = expectOk<{ state: string }>(await send('GET', r('dataPushTargets', `/${t.id}`)));
    expect(abnormal.state).toBe('abnormal');
    // An abnormal target takes no new events until edited.
    const p = await admittedPatient();
    expect((await deliveriesOf(t.id)).length).toBe(1);
    const edited = expectOk<{ state: string }>(
      await send('PUT', r('dataPushTargets', `/${t.id}`), { name: `edited ${t.id}` }),
    );
    expect(edited.state).toBe('normal');
    expectOk(await send('POST', r('patients', `/${p.patientId}/discharge`), {}));
    expect((await deliveriesOf(t.id)).map((d) => d.event)).toEqual(['webhook.test', 'patient.discharged']);
  });

  it('disables the target on 410 Gone and refuses a test to a disabled target', async () => {
    const t = await target();
    receiver.status = [410];
    await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {});
    await runDue();
    const [delivery] = await deliveriesOf(t.id);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, responseCode: 410 });
    expect(expectOk<{ state: string }>(await send('GET', r('dataPushTargets', `/${t.id}`))).state).toBe(
      'disabled',
    );
    expectError(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
      '409001',
      'error.dataPushTargetDisabled',
    );
    expectOk(await send('POST', r('dataPushTargets', `/${t.id}/enable`), {}));
    expectOk(await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}));
  });

  it('replays a delivery with the same message id', async () => {
    const t = await target();
    const queued = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
    );
    await runDue();
    const replay = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushDeliveries', `/${queued.id}/replay`), {}),
    );
    expect(replay.id).not.toBe(queued.id);
    expect(replay.messageId).toBe(queued.messageId);
    await runDue();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      queued.messageId,
      queued.messageId,
    ]);
    expectError(
      await send('POST', r('dataPushDeliveries', `/${queued.id}/replay`), {}, other.admin.token),
      '404001',
      'error.deliveryNotFound',
    );
  });

  it('recovers every failed delivery of a target since a time, oldest first, with their message ids', async () => {
    const t = await target({ maxRetries: 0 });
    receiver.fallback = 500;
    const first = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
    );
    await runDue();
    const since = now().toISOString();
    offset += 1000;
    const second = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
    );
    // A target out of retries is abnormal; the console's edit puts it back before recovering.
    await runDue();
    expectOk(await send('PUT', r('dataPushTargets', `/${t.id}`), { maxRetries: 3 }));
    offset += 1000;
    const third = expectOk<{ id: number; messageId: string }>(
      await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {}),
    );
    receiver.status = [500];
    await runDue();
    receiver.fallback = 200;
    receiver.received = [];
    const recovered = expectOk<{ count: number }>(
      await send('POST', r('dataPushTargets', `/${t.id}/recover`), { since }),
    );
    // The first failed before `since`; the third is still being retried (pending), not failed.
    expect(recovered.count).toBe(1);
    await runDue();
    expect(receiver.received.map((m) => m.headers['webhook-id'])).toEqual([second.messageId]);
    expect([first.messageId, third.messageId]).not.toContain(second.messageId);
    expectValidationError(
      await send('POST', r('dataPushTargets', `/${t.id}/recover`), { since: 'yesterday' }),
      'since',
      'validation.invalid',
    );
    expectError(
      await send('POST', r('dataPushTargets', `/${t.id}/recover`), { since }, other.admin.token),
      '404001',
      'error.dataPushTargetNotFound',
    );
    expectError(
      await send('POST', r('dataPushTargets', `/${t.id}/recover`), { since }, tenant.member.token),
      '403001',
    );
  });

  it('loses no delivery when the server restarts in the middle of the retries', async () => {
    const t = await target({ maxRetries: 5 });
    receiver.fallback = 503;
    await send('POST', r('dataPushTargets', `/${t.id}/sendTest`), {});
    await runDue();
    expect(receiver.received).toHaveLength(1);
    // A second server on the same database, with nothing in memory but its handlers.
    const restarted = await buildApp(
      { PRODUCT: 'platform', CAPTCHA: false, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...config },
      ctx.database,
      { logger: false },
    );
    await restarted.ready();
    try {
      receiver.fallback = 204;
      offset += RETRY_SCHEDULE_MS[1]!;
      expect(await restarted.jobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.verified).toBe(true);
      const [delivery] = await deliveriesOf(t.id);
      expect(delivery).toMatchObject({ state: 'delivered', attempts: 2, responseCode: 204 });
      const pending = await ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `data-push:${delivery!.id}`));
      expect(pending.every((job) => job.doneAt !== null)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

async function admittedPatient() {
  const ward = expectOk<{ id: number }>(
    await send('POST', r('wards'), { name: `病区${Math.random()}`, code: `W${Date.now() % 100000}` }),
  );
  const bedA = expectOk<{ id: number }>(
    await send('POST', r('beds'), { wardId: ward.id, number: 1, code: `A${ward.id}`, name: '1床' }),
  );
  const bedB = expectOk<{ id: number }>(
    await send('POST', r('beds'), { wardId: ward.id, number: 2, code: `B${ward.id}`, name: '2床' }),
  );
  const patient = expectOk<{ id: number }>(
    await send('POST', r('patients'), {
      name: '张三',
      sex: 'male',
      age: 40,
      hospitalNumber: `H${ward.id}-${Math.floor(Math.random() * 1e6)}`,
    }),
  );
  expectOk(await send('POST', r('patients', `/${patient.id}/admit`), { bedId: bedA.id }));
  return { patientId: patient.id, wardId: ward.id, bedA: bedA.id, bedB: bedB.id };
}

describe('ADT events (HL7 A01/A02/A03)', () => {
  it('pushes admission, transfer and discharge to targets taking patient ADT, signed', async () => {
    const adt = await target({ dataTypes: ['patientAdt'] });
    const onlyDischarge = await target({ dataTypes: ['patientAdt'], events: ['patient.discharged'] });
    const visitsOnly = await target({ dataTypes: ['visits'] });
    const p = await admittedPatient();
    expectOk(await send('POST', r('patients', `/${p.patientId}/transfer`), { bedId: p.bedB }));
    expectOk(await send('POST', r('patients', `/${p.patientId}/discharge`), {}));
    await runDue();
    const byTarget = async (id: number) => (await deliveriesOf(id)).map((d) => d.event).sort();
    expect(await byTarget(adt.id)).toEqual(['patient.admitted', 'patient.discharged', 'patient.transferred']);
    expect(await byTarget(onlyDischarge.id)).toEqual(['patient.discharged']);
    expect(await byTarget(visitsOnly.id)).toEqual([]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const messages = receiver.messages().filter((m) => m.data.patientId === p.patientId);
    const admitted = messages.find((m) => m.type === 'patient.admitted')!;
    expect(admitted.data).toMatchObject({
      type: 'A01',
      ward: { id: p.wardId },
      bed: { id: p.bedA },
    });
    expect(admitted.data).not.toHaveProperty('name');
    const transferred = messages.find((m) => m.type === 'patient.transferred')!;
    expect(transferred.data).toMatchObject({
      type: 'A02',
      bed: { id: p.bedB },
      from: { bed: { id: p.bedA } },
    });
    const discharged = messages.filter((m) => m.type === 'patient.discharged');
    expect(discharged).toHaveLength(2);
    expect(discharged[0]!.data).toMatchObject({ type: 'A03', bed: { id: p.bedB } });
    expect(typeof discharged[0]!.data.dischargedAt).toBe('string');
  });

  it('pushes nothing when the change is refused (same transaction)', async () => {
    const adt = await target({ dataTypes: ['patientAdt'] });
    const p = await admittedPatient();
    const before = (await deliveriesOf(adt.id)).length;
    // Admitting an admitted patient is refused: no event.
    expectError(await send('POST', r('patients', `/${p.patientId}/admit`), { bedId: p.bedB }), '409001');
    expect((await deliveriesOf(adt.id)).length).toBe(before);
  });
});

describe('personal fields leave only when the company chose them', () => {
  const fields = (token = tenant.admin.token, query = '') =>
    ctx.injectAs(token, { method: 'GET', url: api(`${PATHS.resource('dataPushFields')}${query}`) });
  const choose = (body: object, token = tenant.admin.token, query = '') =>
    ctx.injectAs(token, {
      method: 'PUT',
      url: api(`${PATHS.resource('dataPushFields')}${query}`),
      payload: body,
    });

  it('sends an admission without the name and hospitalisation number until they are chosen', async () => {
    expect(expectOk(await fields())).toEqual({ fields: [] });
    await target({ dataTypes: ['patientAdt'], events: ['patient.admitted'] });
    const before = await admittedPatient();
    expectOk(await choose({ fields: ['patientName', 'patientName'] }));
    expect(expectOk(await fields())).toEqual({ fields: ['patientName'] });
    const after = await admittedPatient();
    await runDue();
    const admitted = (patientId: number) =>
      receiver.messages().find((m) => m.type === 'patient.admitted' && m.data.patientId === patientId)!.data;
    expect(admitted(before.patientId)).not.toHaveProperty('patientName');
    expect(admitted(before.patientId)).not.toHaveProperty('hospitalisationNumber');
    expect(admitted(after.patientId)).toMatchObject({ patientName: '张三', bed: { id: after.bedA } });
    expect(admitted(after.patientId)).not.toHaveProperty('hospitalisationNumber');
    expectOk(await choose({ fields: [] }));
  });

  it("refuses an unknown field, members and another company's administrator; a platform administrator names the company", async () => {
    expectValidationError(await choose({ fields: ['idCard'] }), 'fields.0', 'validation.enum');
    expectError(await fields(tenant.member.token), '403001');
    expectOk(await choose({ fields: ['familyPhone'] }, other.admin.token));
    expect(expectOk(await fields())).toEqual({ fields: [] });
    const platform = await ctx.adminToken();
    expect(expectOk(await fields(platform, `?customerId=${other.customerId}`))).toEqual({
      fields: ['familyPhone'],
    });
    expectOk(await choose({ fields: [] }, platform, `?customerId=${other.customerId}`));
    expect(expectOk(await fields(other.admin.token))).toEqual({ fields: [] });
    expectError(await fields(platform, '?customerId=987654'), '404001', 'error.customerNotFound');
    // A company administrator's `customerId` names nothing but its own company.
    expect(expectOk(await fields(tenant.admin.token, `?customerId=${other.customerId}`))).toEqual({
      fields: [],
    });
  });
});

describe('visit and device events', () => {
  it("pushes a visit booked and cancelled; the family's phone only once the company chose it", async () => {
    const visitsTarget = await target({ dataTypes: ['visits'] });
    const { wardId, patientId } = await seedIcu(ctx.database.db, tenant.customerId, {
      ward: { code: `V${Date.now() % 100000}` },
    });
    const periods = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '09:00',
      end: '11:00',
      capacity: 5,
    }));
    expectOk(
      await send('PUT', r('wards', `/${wardId}/visiting`), {
        periods,
        bufferMinutes: 0,
        exceptionDates: [],
        cancelCutoffHours: 2,
        purgeDays: 30,
        accessControllers: [],
      }),
    );
    const registrationId = await registerFamily(ctx, tenant.admin.token, patientId);
    // Tomorrow 10:00 in the hospital's zone (UTC+8), by the test's clock.
    const tomorrow = new Date(now().getTime() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const visit = expectOk<{ id: number }>(
      await send('POST', r('visits'), {
        registrationId,
        visitType: 'video',
        startsAt: `${tomorrow}T10:00:00+08:00`,
      }),
    );
    expectOk(await send('PUT', api(PATHS.resource('dataPushFields')), { fields: ['familyPhone'] }));
    expectOk(await send('POST', r('visits', `/${visit.id}/cancel`), { reason: '家属有事' }));
    expectOk(await send('PUT', api(PATHS.resource('dataPushFields')), { fields: [] }));
    await runDue();
    expect((await deliveriesOf(visitsTarget.id)).map((d) => d.event)).toEqual(
      expect.arrayContaining(['visit.booked', 'visit.cancelled']),
    );
    const of = (type: string) =>
      receiver.messages().find((m) => m.type === type && m.data.visitId === visit.id)!.data;
    expect(of('visit.booked')).toMatchObject({
      registrationId,
      patientId,
      wardId,
      state: 'nostart',
      visitType: 'video',
    });
    expect(of('visit.booked')).not.toHaveProperty('familyPhone');
    expect(of('visit.booked')).not.toHaveProperty('patientName');
    expect(of('visit.cancelled')).toMatchObject({
      state: 'cancel',
      reason: '家属有事',
      familyPhone: '13800138000',
    });
    expect(of('visit.cancelled')).not.toHaveProperty('familyName');
  });

  it('pushes a terminal going online and offline as device status', async () => {
    const devices = await target({ dataTypes: ['deviceStatus'] });
    const terminal = await insertTerminal(ctx.database.db, {
      customerId: tenant.customerId,
      account: '7700001',
    });
    const ref = { id: terminal.id, customerId: tenant.customerId, account: '7700001' };
    ctx.app.realtime.presence.seen(ref);
    ctx.app.realtime.presence.gone(ref);
    // The presence listener pushes without waiting: look until both are queued.
    for (let i = 0; i < 50 && (await deliveriesOf(devices.id)).length < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await runDue();
    const statuses = receiver
      .messages()
      .filter((m) => m.type === 'device.status' && m.data.deviceAccountId === terminal.id)
      .map((m) => m.data.online);
    expect(statuses.sort()).toEqual([false, true]);
  });
});
