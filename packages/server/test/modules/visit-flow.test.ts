import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { VisitSlots, WardVisiting } from '@console/contract/resources/visits';
import { visits, visitSlots } from '../../src/modules/visits/tables';
import { api, build, envelope, expectError, expectOk, type Tenant } from '../helper';
import { registerFamily, seedIcu, setVisiting } from '../medical-fixture';
import { connectConsole, ready, type TestConsole } from '../realtime';

/**
 * The booking dialog's free slots (the same rules as a booking), a discharge cancelling the
 * patient's visits not yet started, the admit picker's free beds and the e2e clock being off.
 * 2026-11-30 is a Monday; 00:00Z is 08:00 in the hospital's zone (Asia/Shanghai).
 */
let clock = new Date('2026-11-30T00:00:00Z');
const ctx = build({ jobs: { now: () => clock, poll: false } });
const at = (hhmm: string, day = '2026-11-30') => new Date(`${day}T${hhmm}:00+08:00`).toISOString();

let tenant: Tenant;
let other: Tenant;
let wardId = 0;
let bedIds: number[] = [];
let patientId = 0;
let registrationId = 0;
const open: { close(): unknown }[] = [];

const settings: WardVisiting = {
  periods: [
    { weekday: 1, start: '09:00', end: '10:30', capacity: 1 },
    { weekday: 1, start: '14:00', end: '15:00', capacity: 2 },
    { weekday: 3, start: '09:00', end: '10:00', capacity: 1 },
  ],
  bufferMinutes: 10,
  exceptionDates: ['2026-12-02'],
  cancelCutoffHours: 2,
  purgeDays: 30,
  accessControllers: [],
};

const req = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = tenant.admin.token) =>
  ctx.injectAs(token, { method, url: api(path), ...(payload ? { payload } : {}) });
const slots = (query: string, token?: string) =>
  req('GET', `${PATHS.resource('visits')}/slots?${query}`, undefined, token);

beforeAll(async () => {
  tenant = await ctx.createTenant('icuf', ['platform']);
  other = await ctx.createTenant('icug', ['platform']);
  ({ wardId, bedIds, patientId } = await seedIcu(ctx.database.db, tenant.customerId, {
    ward: { overdueSeconds: 60, bookingDays: 3 },
    beds: 3,
    admittedAt: clock,
  }));
  await setVisiting(ctx, tenant.admin.token, wardId, settings);
  registrationId = await registerFamily(ctx, tenant.admin.token, patientId);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const o of open) await o.close();
});

describe('free slots of a booking', () => {
  it('gives the booking calendar and the day’s slots on the grid of visit length plus buffer', async () => {
    const day = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-11-30`));
    expect(day).toEqual({
      wardId,
      firstDate: '2026-11-30',
      lastDate: '2026-12-03',
      exceptionDates: ['2026-12-02'],
      weekdays: [1, 3],
      date: '2026-11-30',
      slots: [
        // 09:00-10:30 with 30 minutes and 10 of buffer: 09:00, 09:40 (10:20 would end past 10:30)
        { startsAt: at('09:00'), endsAt: at('09:30'), capacity: 1, remaining: 1, refusal: null },
        { startsAt: at('09:40'), endsAt: at('10:10'), capacity: 1, remaining: 1, refusal: null },
        { startsAt: at('14:00'), endsAt: at('14:30'), capacity: 2, remaining: 2, refusal: null },
      ],
    });
    // Without a date: only the calendar.
    expect(expectOk<VisitSlots>(await slots(`registrationId=${registrationId}`))).toMatchObject({
      date: null,
      slots: [],
      firstDate: '2026-11-30',
    });
  });

  it('counts the slot counter’s bookings, and each free slot is one a booking takes', async () => {
    expectOk(
      await req('POST', PATHS.resource('visits'), {
        registrationId,
        visitType: 'video',
        startsAt: at('09:40'),
      }),
    );
    const day = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-11-30`));
    expect(day.slots.map((s) => [s.startsAt, s.remaining, s.refusal])).toEqual([
      [at('09:00'), 1, null],
      [at('09:40'), 0, 'full'],
      [at('14:00'), 2, null],
    ]);
    // A full slot is refused by the booking with the same rule.
    expect(
      envelope(await req('POST', PATHS.resource('visits'), { registrationId, startsAt: at('09:40') })).fields,
    ).toEqual({ startsAt: 'error.visitSlotFull' });
    // Every offered free slot books.
    for (const slot of day.slots.filter((s) => s.refusal === null))
      expectOk(await req('POST', PATHS.resource('visits'), { registrationId, startsAt: slot.startsAt }));
  });

  it('offers nothing on an exception date or a weekday without periods, and marks slots outside the window', async () => {
    const exception = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-12-02`));
    expect(exception.slots).toEqual([]);
    const tuesday = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-12-01`));
    expect(tuesday.slots).toEqual([]);
    // Monday a week later: past the 3 booking days; the booking is refused the same way.
    const later = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-12-07`));
    expect(later.slots.map((s) => s.refusal)).toEqual(['window', 'window', 'window']);
    expect(
      envelope(
        await req('POST', PATHS.resource('visits'), { registrationId, startsAt: at('09:00', '2026-12-07') }),
      ).fields,
    ).toEqual({ startsAt: 'error.visitBookingWindow' });
    // Later the same day, the morning's slots have passed.
    clock = new Date(at('12:00'));
    const afternoon = expectOk<VisitSlots>(await slots(`registrationId=${registrationId}&date=2026-11-30`));
    expect(afternoon.slots.map((s) => s.refusal)).toEqual(['window', 'window', null]);
    clock = new Date('2026-11-30T00:00:00Z');
  });

  it('checks the registration as a booking does, and keeps to the caller’s company', async () => {
    expect(envelope(await slots('date=2026-11-30')).fields).toEqual({
      registrationId: 'validation.required',
    });
    expect(envelope(await slots(`registrationId=${registrationId}&date=2026-13-01`)).fields).toEqual({
      date: 'validation.invalid',
    });
    const pending = expectOk<{ id: number }>(
      await req('POST', PATHS.resource('visitRegistrations'), {
        patientId,
        familyName: '李四',
        familyPhone: '13800138001',
        relation: 'spouse',
      }),
    ).id;
    expect(envelope(await slots(`registrationId=${pending}&date=2026-11-30`)).fields).toEqual({
      registrationId: 'error.registrationNotApproved',
    });
    // Another company's administrator cannot read this company's calendar.
    expect(
      envelope(await slots(`registrationId=${registrationId}&date=2026-11-30`, other.admin.token)).fields,
    ).toEqual({ registrationId: 'error.registrationNotFound' });
    expectError(
      await ctx.app.inject({
        method: 'GET',
        url: api(`${PATHS.resource('visits')}/slots?registrationId=${registrationId}`),
      }),
      ERROR_CODES.sessionExpired,
    );
  });
});

describe('the admit picker’s beds', () => {
  it('filters beds by occupancy', async () => {
    const list = async (query: string) =>
      expectOk<{ list: { id: number }[] }>(await req('GET', `${PATHS.resource('beds')}?${query}`)).list.map(
        (b) => b.id,
      );
    expect((await list('occupied=false')).sort()).toEqual([bedIds[1], bedIds[2]]);
    expect(await list('occupied=true')).toEqual([bedIds[0]]);
    expect((await list('')).sort()).toEqual([...bedIds].sort());
    expect(envelope(await req('GET', `${PATHS.resource('beds')}?occupied=maybe`)).fields).toEqual({
      occupied: 'validation.enum',
    });
  });
});

describe('discharge', () => {
  it('cancels the patient’s visits not yet started in the same transaction, with the reason, and tells the consoles', async () => {
    const db = ctx.database.db;
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const consoleA: TestConsole = await connectConsole(
      `ws://127.0.0.1:${port}${api('/ws')}`,
      tenant.admin.token,
    );
    open.push(consoleA);
    await ready(consoleA);
    expect(await consoleA.subscribe('visits')).toBe('subscribed');

    const booked = await db.select().from(visits).where(eq(visits.patientId, patientId)).orderBy(visits.id);
    expect(booked.map((v) => v.state)).toEqual(['nostart', 'nostart', 'nostart']);
    // One is checked in (wait), one has started (doing: a discharge leaves it to end).
    expectOk(await req('POST', `${PATHS.resource('visits')}/${booked[1]!.id}/checkIn`, {}));
    expectOk(await req('POST', `${PATHS.resource('visits')}/${booked[2]!.id}/start`, {}));

    const res = await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api(`${PATHS.resource('patients')}/${patientId}/discharge`),
      headers: { 'accept-language': 'en' },
    });
    expect(expectOk(res)).toMatchObject({ status: 'discharged', bedId: null });
    const after = await db.select().from(visits).where(eq(visits.patientId, patientId)).orderBy(visits.id);
    expect(after.map((v) => [v.state, v.reason])).toEqual([
      ['cancel', 'Cancelled: the patient was discharged'],
      ['cancel', 'Cancelled: the patient was discharged'],
      ['doing', null],
    ]);
    // Their places are given back to the slot counter.
    const [slot] = await db
      .select()
      .from(visitSlots)
      .where(eq(visitSlots.startsAt, new Date(at('09:00'))));
    expect(slot).toMatchObject({ booked: 0 });
    for (const visit of after.slice(0, 2))
      expect(
        await consoleA.waitEvent(
          (e) => e.type === 'visit' && e.visit.id === visit.id && e.visit.state === 'cancel',
        ),
      ).toEqual({
        type: 'visit',
        customerId: tenant.customerId,
        visit: { id: visit.id, wardId, state: 'cancel' },
      });
    // The bed is free again for the admit picker.
    const free = expectOk<{ list: { id: number }[] }>(
      await req('GET', `${PATHS.resource('beds')}?occupied=false`),
    ).list.map((b) => b.id);
    expect(free.sort()).toEqual([...bedIds].sort());
  });

  it('changes nothing when the discharge is refused', async () => {
    const before = await ctx.database.db.select().from(visits).where(eq(visits.patientId, patientId));
    expectError(
      await req('POST', `${PATHS.resource('patients')}/${patientId}/discharge`),
      '409001',
      'error.patientNotAdmitted',
    );
    expect(await ctx.database.db.select().from(visits).where(eq(visits.patientId, patientId))).toEqual(
      before,
    );
  });
});

describe('the e2e test clock', () => {
  it('is off by default: no route moves the server’s time', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: api('/test/clock'),
        ...(method === 'POST' ? { payload: { seconds: 60 } } : {}),
      });
      expectError(res, ERROR_CODES.notFound, 'error.routeNotFound');
    }
  });
});
