import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 3, key: 'aiIcu', name: '重症监护', english: 'Intensive care', aloneMenuManage: 1, appType: 'system' },
];
const patient = (id: number, name: string) => ({
  id,
  customerId: 5,
  name,
  sex: 'male',
  age: 60,
  idCard: null,
  phone: null,
  hospitalNumber: `ZY${id}`,
  visitAllowed: true,
  status: 'admitted',
  bedId: 71,
  admittedAt: '2026-11-20T08:00:00.000Z',
  dischargedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** Three samples a minute apart at the end of the asked range; none for patient 901. */
function vitalsOf(call: ApiCall, samples: number) {
  const to = Date.parse(call.query.get('to')!);
  const at = (i: number) => to - (samples - i) * 60_000;
  const series = (value: number) => Array.from({ length: samples }, (_, i) => [at(i), value + i]);
  return {
    from: call.query.get('from'),
    to: call.query.get('to'),
    samples,
    series: {
      heartRate: series(80),
      spo2: series(96),
      systolic: series(120),
      diastolic: series(80),
      respiration: series(16),
      temperature: series(36.5),
    },
    limits: {
      heartRate: { alarmLow: 40, warningLow: 50, warningHigh: 100, alarmHigh: 125 },
      spo2: { alarmLow: 85, warningLow: 90, warningHigh: null, alarmHigh: null },
    },
  };
}

function alarmsOf(call: ApiCall) {
  const raisedAt = new Date(Date.parse(call.query.get('to')!) - 120_000).toISOString();
  const alarm = (id: number, code: string, level: string, value: number, snapshot: object | null) => ({
    id,
    customerId: 5,
    wardId: 3,
    bedId: 71,
    patientId: 900,
    indicatorId: id,
    code,
    level,
    state: 'cleared',
    value,
    lastValue: value,
    limit: null,
    limitValue: null,
    ongoing: false,
    raisedAt,
    acknowledgedAt: raisedAt,
    acknowledgedBy: 'nurse',
    silencedUntil: null,
    escalatedAt: null,
    clearedAt: raisedAt,
    audit: null,
    auditReason: null,
    auditedAt: null,
    auditedBy: null,
    snapshot,
  });
  return [
    alarm(1, 'heartRate', 'alarm', 150, { status: 'taken', takenAt: raisedAt }),
    alarm(2, 'spo2', 'warning', 89, { status: 'failed', takenAt: raisedAt, error: 'error.cameraNoAnswer' }),
  ];
}

function setup() {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['guardianshipRecords'], 'aiIcu'),
    'GET /console/api/v1/patients': () => ({
      list: [patient(900, 'Zhang San'), patient(901, 'Li Si')],
      total: 2,
      page: 1,
      size: 20,
    }),
    'GET /console/api/v1/patients/900': () => patient(900, 'Zhang San'),
    'GET /console/api/v1/patients/901': () => patient(901, 'Li Si'),
    'GET /console/api/v1/patients/900/vitals': (call) => vitalsOf(call, 3),
    'GET /console/api/v1/patients/901/vitals': (call) => vitalsOf(call, 0),
    // Patient 900: a heart-rate alarm and an SpO2 warning in the range; none for 901.
    'GET /console/api/v1/alarms': (call) => ({
      list: call.query.get('patientId') === '900' ? alarmsOf(call) : [],
      size: 100,
      next: null,
    }),
    'GET /console/api/v1/alarms/1/snapshot': () =>
      new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { headers: { 'content-type': 'image/jpeg' } }),
  });
}

const span = (call: ApiCall) => Date.parse(call.query.get('to')!) - Date.parse(call.query.get('from')!);
const vitalsCalls = (calls: ApiCall[], id: number) =>
  calls.filter((c) => c.path === `/console/api/v1/patients/${id}/vitals`);

describe('monitoring records', { timeout: 120_000 }, () => {
  it("charts a patient's vitals over the last 24 h, and the last hour on asking", async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp({ url: '/aiIcu/guardianshipRecords?patient=900', user: {} });

    expect(await screen.findByText('3 samples', {}, { timeout: 60_000 })).toBeTruthy();
    for (const key of ['heartRate', 'spo2', 'systolic', 'diastolic', 'respiration', 'temperature'])
      expect((await screen.findByTestId(`vital-chart-${key}`)).getAttribute('data-points')).toBe('3');
    expect(
      within(screen.getByTestId('vital-chart-heartRate')).getByRole('img', { name: 'Heart rate (/min)' }),
    ).toBeTruthy();
    expect(vitalsCalls(api.calls, 900).map(span)).toEqual([24 * 3_600_000]);
    // the limits in force at the patient's bed, where set
    const limits = (key: string) => screen.getByTestId(`vital-chart-${key}`).getAttribute('data-limits');
    expect([limits('heartRate'), limits('spo2'), limits('temperature')]).toEqual([
      '40 50 100 125',
      '85 90 - -',
      'none',
    ]);
    expect(screen.getByText(/limits in force at the patient's bed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    // the alarms of the range, each marked on its own vital's chart
    expect(await screen.findByText('2 alarms marked on the charts')).toBeTruthy();
    const marks = (key: string) => screen.getByTestId(`vital-chart-${key}`).getAttribute('data-alarms');
    expect([marks('heartRate'), marks('spo2'), marks('systolic')]).toEqual(['1', '1', '0']);
    const alarmsCall = api.calls.find((c) => c.path === '/console/api/v1/alarms')!;
    expect(alarmsCall.query.get('patientId')).toBe('900');

    await user.click(screen.getByText('Last 1 h'));
    await waitFor(() => expect(vitalsCalls(api.calls, 900).map(span)).toEqual([24 * 3_600_000, 3_600_000]));
  });

  it("lists the range's alarms with a snapshot button: the still of one, why there is none for the other", async () => {
    const api = setup();
    const user = userEvent.setup();
    const objectUrl = vi.fn((_: Blob) => 'blob:still-1');
    URL.createObjectURL = objectUrl;
    URL.revokeObjectURL = vi.fn();
    renderApp({ url: '/aiIcu/guardianshipRecords?patient=900', user: {} });

    const list = await screen.findByTestId('alarm-list', {}, { timeout: 60_000 });
    expect(within(list).getByText(/^Alarm · Heart rate \(\/min\) = 150 · /)).toBeTruthy();
    expect(within(list).getByText(/^Warning · SpO2 \(%\) = 89 · /)).toBeTruthy();
    const buttons = within(list).getAllByRole('button', { name: 'Snapshot' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Snapshot of the Heart rate/)).toBeTruthy();
    expect(
      (
        await within(dialog).findByRole('img', { name: 'Camera still at the moment of the alarm' })
      ).getAttribute('src'),
    ).toBe('blob:still-1');
    // The still shown is the answer's body (its size: Blob's readers differ between Node versions).
    expect((objectUrl.mock.calls[0]![0] as Blob).size).toBe(4);
    expect(within(dialog).getByText(/^Taken at /)).toBeTruthy();
    // The footer's button (the corner's × is called Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(buttons[1]!);
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('No snapshot: The camera did not answer')).toBeTruthy();
    expect(within(second).queryByRole('img', { name: 'Camera still at the moment of the alarm' })).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/snapshot')).map((c) => c.path)).toEqual([
      '/console/api/v1/alarms/1/snapshot',
    ]);
  });

  it('says so when the range has no samples', async () => {
    setup();
    renderApp({ url: '/aiIcu/guardianshipRecords?patient=901', user: {} });
    expect(await screen.findByText('No samples in this range', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.queryByTestId('vital-chart-heartRate')).toBeNull();
  });

  it('asks for a patient before it loads anything', async () => {
    const api = setup();
    renderApp({ url: '/aiIcu/guardianshipRecords', user: {} });
    expect(
      await screen.findByText('Choose a patient to see their monitoring records', {}, { timeout: 60_000 }),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/vitals'))).toEqual([]);
  });
});
