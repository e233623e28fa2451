import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { USER_TYPES } from '@console/contract/access/identity';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { VISIT_ACTIONS, VISIT_TRANSITIONS, type WardVisiting } from '@console/contract/resources/visits';
import { VISIT_STATES } from '@console/contract/resources/descriptions/visits';
import { patients } from '../../src/modules/patients/tables';
import { terminalMayReport } from '../../src/modules/visits/service';
import { visitRegistrations, visits, visitSlots } from '../../src/modules/visits/tables';
import { jobs } from '../../src/platform/jobs/tables';
import { api, build, envelope, expectError, expectOk, TENANT_PASSWORD, type Tenant } from '../helper';
import { registerFamily, seedIcu } from '../medical-fixture';
import { connectConsole, insertTerminal, ready, TERMINAL_PASSWORD, type TestConsole } from '../realtime';

/**
 * ICU visitation: visiting hours, registrations, booking rules, the visit state machine (staff,
 * terminals over MQTT, the overdue job with the test's clock) and the purge of visitor data.
 * 2026-11-30 is a Monday; 00:00Z is 08:00 in the hospital's zone (Asia/Shanghai).
 */
const START = new Date('2026-11-30T00:00:00Z');
let clock = START;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', jobs: { now, poll: false } });
const at = (hhmm: string, day = '2026-11-30') => `${day}T${hhmm}:00+08:00`;

let tenant: Tenant;
let other: Tenant;
let wardId = 0;
let bedId = 0;
let patientId = 0;
let terminal: Awaited<ReturnType<typeof insertTerminal>>;
let mqttUrl = '';
let wsUrl = '';
const open: { close(): unknown }[] = [];

const settings: WardVisiting = {
  periods: [
    { weekday: 1, start: '09:00', end: '11:00', capacity: 1 },
    { weekday: 1, start: '14:00', end: '15:00', capacity: 2 },
    { weekday: 3, start: '09:00', end: '10:00', capacity: 1 },
  ],
  bufferMinutes: 0,
  exceptionDates: ['2026-12-02'],
  cancelCutoffHours: 2,
  purgeDays: 30,
  accessControllers: [{ name: '东门', ip: '10.0.0.8', port: 8000, fence: 'ICU-A' }],
};

const req = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method, url: api(path), ...(payload ? { payload } : {}) });
const visiting = (id = wardId) => `${PATHS.resource('wards')}/${id}/visiting`;
const registrations = (suffix = '') => `${PATHS.resource('visitRegistrations')}${suffix}`;
const visitsPath = (suffix = '') => `${PATHS.resource('visits')}${suffix}`;

const registration = (state: 'pending' | 'approved' = 'approved') =>
  registerFamily(ctx, tenant.admin.token, patientId, state);
async function book(registrationId: number, startsAt: string) {
  return req('POST', visitsPath(), { registrationId, visitType: 'video', startsAt });
}
async function visitRow(id: number) {
  const [row] = await ctx.database.db.select().from(visits).where(eq(visits.id, id));
  return row!;
}

beforeAll(async () => {
  tenant = await ctx.createTenant('icuv', ['platform']);
  other = await ctx.createTenant('icuo', ['platform']);
  terminal = await insertTerminal(ctx.database.db, { customerId: tenant.customerId, account: '7300001' });
  let bedIds: number[];
  ({ wardId, bedIds, patientId } = await seedIcu(ctx.database.db, tenant.customerId, {
    ward: { overdueSeconds: 60 },
    bedTerminalIds: [terminal.id],
    admittedAt: START,
  }));
  bedId = bedIds[0]!;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  mqttUrl = `mqtt://127.0.0.1:${ctx.app.realtime.broker.port}`;
  wsUrl = `ws://127.0.0.1:${port}${api('/ws')}`;
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('ward visiting settings', () => {
  it('starts from the defaults and saves periods, buffer, exception dates, cutoff and access controllers', async () => {
    expect(expectOk(await req('GET', visiting()))).toMatchObject({
      periods: [],
      cancelCutoffHours: 2,
      purgeDays: 30,
    });
    expect(expectOk(await req('PUT', visiting(), settings))).toEqual(settings);
    expect(expectOk(await req('GET', visiting()))).toEqual(settings);
  });

  it('refuses overlapping periods of one weekday, an end before the start, a bad controller address', async () => {
    const overlap = {
      ...settings,
      periods: [...settings.periods, { weekday: 1, start: '10:30', end: '12:00', capacity: 1 }],
    };
    expect(envelope(await req('PUT', visiting(), overlap)).fields).toEqual({
      'periods.3.start': 'validation.periodsOverlap',
    });
    const backwards = { ...settings, periods: [{ weekday: 2, start: '10:00', end: '09:00', capacity: 1 }] };
    expect(envelope(await req('PUT', visiting(), backwards)).fields).toEqual({
      'periods.0.end': 'validation.periodEndBeforeStart',
    });
    const badIp = { ...settings, accessControllers: [{ name: 'x', ip: '300.1.1.1', port: 1 }] };
    expect(envelope(await req('PUT', visiting(), badIp)).fields).toEqual({
      'accessControllers.0.ip': 'validation.ipAddress',
    });
    // Touching periods on the same day are fine.
    const touching = {
      ...settings,
      periods: [...settings.periods, { weekday: 1, start: '11:00', end: '12:00', capacity: 1 }],
    };
    expectOk(await req('PUT', visiting(), touching));
    expectOk(await req('PUT', visiting(), settings));
  });

  it('is the ward company’s own: another company reads it as missing', async () => {
    expectError(await req('GET', visiting(), undefined, other.admin.token), '404001', 'error.wardNotFound');
    expectError(await req('PUT', visiting(), settings, other.admin.token), '404001', 'error.wardNotFound');
  });
});

describe('registrations', () => {
  it('applies pending, approves once, and rejects only a pending one with a reason', async () => {
    const id = await registration('pending');
    const [row] = await ctx.database.db
      .select()
      .from(visitRegistrations)
      .where(eq(visitRegistrations.id, id));
    expect(row).toMatchObject({ state: 'pending', decidedAt: null });
    expect(expectOk(await req('POST', registrations(`/${id}/approve`)))).toMatchObject({ state: 'approved' });
    expectError(await req('POST', registrations(`/${id}/approve`)), '400001', 'error.transitionNotAllowed');
    expectError(
      await req('POST', registrations(`/${id}/reject`), { reason: '非直系亲属' }),
      '400001',
      'error.registrationNotPending',
    );

    const second = await registration('pending');
    expect(envelope(await req('POST', registrations(`/${second}/reject`), { reason: ' ' })).fields).toEqual({
      reason: 'validation.required',
    });
    expect(
      expectOk(await req('POST', registrations(`/${second}/reject`), { reason: '非直系亲属' })),
    ).toMatchObject({
      state: 'rejected',
      reason: '非直系亲属',
    });
  });

  it('checks the phone and that the patient is the company’s', async () => {
    expect(
      envelope(
        await req('POST', registrations(), {
          patientId,
          familyName: '李',
          familyPhone: '12',
          relation: 'child',
        }),
      ).fields,
    ).toEqual({ familyPhone: 'validation.phone' });
    const theirs = await req(
      'POST',
      registrations(),
      { patientId, familyName: '李', familyPhone: '13800138000', relation: 'child' },
      other.admin.token,
    );
    expect(envelope(theirs).fields).toEqual({ patientId: 'error.patientNotFound' });
  });
});

describe('booking', () => {
  it('books a slot of the ward’s periods for an approved registration, with the patient’s ward and bed', async () => {
    const reg = await registration();
    const visit = expectOk(await book(reg, at('09:30')));
    expect(visit).toMatchObject({ state: 'nostart', wardId, bedId, patientName: '张三', familyName: '张伟' });
  });

  it('refuses a time outside the periods, off the slot grid, on an exception date, in the past or beyond the booking days', async () => {
    const reg = await registration();
    const refused = async (startsAt: string, key: string) =>
      expect(envelope(await book(reg, startsAt)).fields).toEqual({ startsAt: key });
    await refused(at('12:00'), 'error.visitOutsidePeriods'); // between periods
    await refused(at('09:15'), 'error.visitOutsidePeriods'); // not a slot start
    await refused(at('10:45'), 'error.visitOutsidePeriods'); // the visit would run past the period
    await refused(at('09:00', '2026-12-01'), 'error.visitOutsidePeriods'); // Tuesday has no period
    await refused(at('09:00', '2026-12-02'), 'error.visitExceptionDate');
    await refused('2026-11-29T09:00:00+08:00', 'error.visitBookingWindow');
    await refused(at('09:00', '2026-12-07'), 'error.visitBookingWindow'); // 7 booking days from Monday 08:00
  });

  it('refuses a pending registration and a patient whose visiting is not allowed', async () => {
    expect(envelope(await book(await registration('pending'), at('14:00'))).fields).toEqual({
      registrationId: 'error.registrationNotApproved',
    });
    const reg = await registration();
    await ctx.database.db.update(patients).set({ visitAllowed: false }).where(eq(patients.id, patientId));
    try {
      expect(envelope(await book(reg, at('14:00'))).fields).toEqual({
        registrationId: 'error.visitPatientNotAllowed',
      });
    } finally {
      await ctx.database.db.update(patients).set({ visitAllowed: true }).where(eq(patients.id, patientId));
    }
  });

  it('never books a slot past its capacity, even when bookings race; a cancel frees the place', async () => {
    const regs = await Promise.all([registration(), registration(), registration()]);
    const answers = await Promise.all(regs.map((reg) => book(reg, at('14:30'))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect(envelope(answers.find((r) => r.statusCode === 409)!).fields).toEqual({
      startsAt: 'error.visitSlotFull',
    });
    const [slot] = await ctx.database.db
      .select()
      .from(visitSlots)
      .where(eq(visitSlots.startsAt, new Date(at('14:30'))));
    expect(slot).toMatchObject({ capacity: 2, booked: 2 });
    const first = answers.find((r) => r.statusCode === 200)!.json<{ retData: { id: number } }>().retData;
    expectOk(await req('POST', visitsPath(`/${first.id}/cancel`), { reason: '家属有事' }));
    const again = regs.find((_, i) => answers[i]!.statusCode === 409)!;
    expectOk(await book(again, at('14:30')));
  });

  it('refuses edits and deletes of a booked visit', async () => {
    const id = expectOk<{ id: number }>(await book(await registration(), at('10:00'))).id;
    expectError(
      await req('PUT', visitsPath(`/${id}`), { visitType: 'onsite' }),
      '400001',
      'error.visitNotEditable',
    );
    expectError(
      await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: api(visitsPath(`/${id}`)) }),
      '400001',
      'error.visitNotEditable',
    );
  });
});

describe('call reports', () => {
  it('are taken only from a terminal bound to the visit’s bed', async () => {
    const [visit] = await ctx.database.db.select().from(visits).limit(1);
    const stranger = await insertTerminal(ctx.database.db, {
      customerId: tenant.customerId,
      account: '7300002',
    });
    expect(await terminalMayReport(ctx.database.db, visit!, terminal.id)).toBe(true);
    expect(await terminalMayReport(ctx.database.db, visit!, stranger.id)).toBe(false);
  });
});

describe('the visit state machine', () => {
  // Visits here are seeded straight into the table: booking has its own tests above.
  async function seeded(state: string = 'nostart') {
    const reg = await registration();
    const [row] = await ctx.database.db
      .insert(visits)
      .values({
        customerId: tenant.customerId,
        registrationId: reg,
        patientId,
        patientName: '张三',
        wardId,
        bedId,
        familyName: '张伟',
        visitType: 'video',
        startsAt: new Date(clock.getTime() + 24 * 3_600_000),
        minutes: 30,
        overdueSeconds: 60,
        state,
        code: '123456',
        ...(state === 'doing' || state === 'over' ? { startedAt: clock } : {}),
      })
      .returning();
    return row!.id;
  }
  const act = (id: number, action: string, body: object = {}, headers: Record<string, string> = {}) =>
    ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api(visitsPath(`/${id}/${action}`)),
      payload: body,
      headers,
    });

  it('allows exactly the transitions of SPEC §4 and refuses every other one, in both languages', async () => {
    for (const state of VISIT_STATES)
      for (const action of VISIT_ACTIONS) {
        if (action === 'overdue') continue; // the job's, never a staff action (see below)
        const id = await seeded(state);
        const res = await act(id, action, { reason: '测试' });
        const transition = VISIT_TRANSITIONS[action];
        if (transition.from.includes(state as never))
          expect(expectOk(res), `${state} --${action}-->`).toMatchObject({ state: transition.to });
        else {
          expectError(res, '400001', 'error.visitTransition');
          expect((await visitRow(id)).state, `${state} --${action}--> refused`).toBe(state);
        }
      }
    const id = await seeded('finished');
    expect(envelope(await act(id, 'start', {}, { 'accept-language': 'en' })).errInfo).toBe(
      'The visit’s current state does not allow this action',
    );
    expect(envelope(await act(id, 'start', {}, { 'accept-language': 'zh' })).errInfo).toBe(
      '探视当前状态不允许此操作',
    );
    expect((await act(id, 'overdue')).statusCode).toBe(400);
  });

  it('needs a reason for an exception, and refuses a cancel after the cutoff', async () => {
    const id = await seeded();
    expect(envelope(await act(id, 'exception', {})).fields).toEqual({ reason: 'error.visitReasonRequired' });
    const [late] = await ctx.database.db
      .update(visits)
      .set({ startsAt: new Date(clock.getTime() + 3_600_000) })
      .where(eq(visits.id, id))
      .returning();
    expect(late!.state).toBe('nostart');
    expectError(await act(id, 'cancel'), '400001', 'error.visitCancelCutoff');
  });

  it('marks a started visit over when its duration has passed, then ends it after the grace, from durable jobs', async () => {
    const id = await seeded('wait');
    expectOk(await act(id, 'start'));
    expect(await visitRow(id)).toMatchObject({ state: 'doing', startedAt: clock });
    advance(30 * 60_000 - 1000);
    await ctx.app.jobs.runDue();
    expect((await visitRow(id)).state).toBe('doing');
    advance(1000);
    await ctx.app.jobs.runDue();
    expect((await visitRow(id)).state).toBe('over');
    advance(60_000);
    await ctx.app.jobs.runDue();
    expect(await visitRow(id)).toMatchObject({ state: 'finished', endedAt: clock });
  });

  it('drops the overdue job of a visit finished in time', async () => {
    const id = await seeded('wait');
    expectOk(await act(id, 'start'));
    expectOk(await act(id, 'finish'));
    advance(31 * 60_000);
    await ctx.app.jobs.runDue();
    expect((await visitRow(id)).state).toBe('finished');
    const pending = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `visit-overdue:${id}`));
    expect(pending).toEqual([]);
  });

  it('purges the visitor’s personal data the ward’s purge days after the visit', async () => {
    const id = await seeded('doing');
    const { registrationId } = await visitRow(id);
    expectOk(await act(id, 'finish'));
    advance(30 * 24 * 3_600_000 - 1000);
    await ctx.app.jobs.runDue();
    expect((await visitRow(id)).familyName).toBe('张伟');
    advance(1000);
    await ctx.app.jobs.runDue();
    expect((await visitRow(id)).familyName).toBe('');
    const [reg] = await ctx.database.db
      .select()
      .from(visitRegistrations)
      .where(eq(visitRegistrations.id, registrationId));
    expect(reg).toMatchObject({ familyName: '', familyPhone: '', purgedAt: clock });
  });

  it('moves with the bed terminal’s call reports over MQTT and tells subscribed consoles', async () => {
    const id = await seeded('wait');
    const consoleA: TestConsole = await connectConsole(wsUrl, tenant.admin.token);
    open.push(consoleA);
    await ready(consoleA);
    expect(await consoleA.subscribe('visits')).toBe('subscribed');
    const consoleB: TestConsole = await connectConsole(wsUrl, other.admin.token);
    open.push(consoleB);
    await ready(consoleB);
    await consoleB.subscribe('visits');

    // The bed's terminal is the simulator's, as in the demo.
    const bedTerminal = new SimulatedTerminal(
      { customerId: tenant.customerId, account: terminal.account },
      {
        url: mqttUrl,
        password: TERMINAL_PASSWORD,
        behaviour: { keepalive: 5, telemetryMs: 0, dropoutRate: 0, awayMs: [0, 0], callRate: 0 },
        random: () => 0.5,
        stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
      },
    );
    await bedTerminal.start();
    open.push({ close: () => bedTerminal.stop() });
    expect(bedTerminal.connected).toBe(true);
    await bedTerminal.reportVisitCall(id, 'start');
    const started = await consoleA.waitEvent((e) => e.type === 'visit' && e.visit.id === id);
    expect(started).toEqual({
      type: 'visit',
      customerId: tenant.customerId,
      visit: { id, wardId, state: 'doing' },
    });
    expect((await visitRow(id)).state).toBe('doing');

    await bedTerminal.reportVisitCall(id, 'end');
    await consoleA.waitEvent((e) => e.type === 'visit' && e.visit.id === id && e.visit.state === 'finished');
    expect(await visitRow(id)).toMatchObject({ state: 'finished' });
    // The other company's console heard none of it: its own visit's event, published after, arrives alone.
    const theirs = await seedIcu(ctx.database.db, other.customerId, {
      ward: { name: '他院ICU', code: 'O1' },
    });
    const [theirReg] = await ctx.database.db
      .insert(visitRegistrations)
      .values({
        customerId: other.customerId,
        patientId: theirs.patientId,
        familyName: '王',
        familyPhone: '13900139000',
        relation: 'child',
        state: 'approved',
      })
      .returning();
    const [theirVisit] = await ctx.database.db
      .insert(visits)
      .values({
        customerId: other.customerId,
        registrationId: theirReg!.id,
        patientId: theirs.patientId,
        patientName: '王五',
        wardId: theirs.wardId,
        bedId: theirs.bedIds[0]!,
        familyName: '王',
        visitType: 'video',
        startsAt: new Date(clock.getTime() + 24 * 3_600_000),
        minutes: 30,
        overdueSeconds: 60,
        code: '654321',
      })
      .returning();
    expectOk(
      await ctx.injectAs(other.admin.token, {
        method: 'POST',
        url: api(visitsPath(`/${theirVisit!.id}/checkIn`)),
        payload: {},
      }),
    );
    await consoleB.waitEvent((e) => e.type === 'visit' && e.visit.id === theirVisit!.id);
    expect(consoleB.events.filter((e) => e.type === 'visit')).toEqual([
      {
        type: 'visit',
        customerId: other.customerId,
        visit: { id: theirVisit!.id, wardId: theirs.wardId, state: 'wait' },
      },
    ]);
    // And another company's staff cannot move this company's visit: it reads as missing.
    expectError(
      await ctx.injectAs(other.admin.token, {
        method: 'POST',
        url: api(visitsPath(`/${id}/finish`)),
        payload: {},
      }),
      '404001',
    );
  });
});

describe('who does the ward work', () => {
  it('lets the medical staff register, approve and list, and keeps settings and deletions to administrators', async () => {
    const doctor = await ctx.createUser({
      account: 'icuv_doctor',
      customerId: tenant.customerId,
      userType: USER_TYPES.staff,
    });
    const staff = await ctx.login(doctor.account, TENANT_PASSWORD);
    const id = await registerFamily(ctx, staff, patientId);
    expect(
      expectOk<{ state: string }>(await req('GET', registrations(`/${id}`), undefined, staff)).state,
    ).toBe('approved');
    expectOk(
      await req('GET', `${visitsPath('/slots')}?registrationId=${id}&date=2026-11-30`, undefined, staff),
    );
    expectOk(await req('GET', visitsPath(), undefined, staff));
    expectOk(await req('GET', PATHS.resource('wards'), undefined, staff));
    expectError(await req('PUT', visiting(), settings, staff), ERROR_CODES.forbidden);
    const refusedDelete = await ctx.injectAs(staff, { method: 'DELETE', url: api(registrations(`/${id}`)) });
    expectError(refusedDelete, ERROR_CODES.forbidden);
    // A restricted member does none of it.
    expectError(await req('GET', visitsPath(), undefined, tenant.member.token), ERROR_CODES.forbidden);
    expectError(await req('GET', registrations(), undefined, tenant.member.token), ERROR_CODES.forbidden);
  });
});
