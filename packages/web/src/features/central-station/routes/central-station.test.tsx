import type { Alarm, BedStation } from '@console/contract/alarms';
import type { RealtimeEvent } from '@console/contract/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 3, key: 'aiIcu', name: '重症监护', english: 'Intensive care', aloneMenuManage: 1, appType: 'system' },
];
const ward = { id: 5, customerId: 2, name: 'ICU East', code: 'ICU-E', bedCount: 2 };
const bedRow = (id: number, number: number, name: string) => ({
  id,
  customerId: 2,
  wardId: 5,
  number,
  code: `ICU-E-${number}`,
  name,
  occupied: true,
  deviceAccountIds: [],
});
const patient = (id: number, name: string) => ({ id, customerId: 2, name, bedId: 70 + id - 900 });

/** Fresh values (now), every one normal unless `levels` says otherwise. */
function bed(
  bedId: number,
  patientId: number | null,
  deviceAccountId: number,
  extra: Partial<BedStation> = {},
) {
  return {
    bedId,
    wardId: 5,
    patientId,
    deviceAccountId,
    at: new Date().toISOString(),
    values: { heartRate: 78, spo2: 97, systolic: 121, diastolic: 79, respiration: 16, temperature: 36.8 },
    levels: {
      heartRate: 'normal',
      spo2: 'normal',
      systolic: 'normal',
      diastolic: 'normal',
      respiration: 'normal',
      temperature: 'normal',
    },
    alarm: null,
    ...extra,
  } satisfies BedStation;
}

function alarm(id: number, bedId: number, extra: Partial<Alarm> = {}): Alarm {
  return {
    id,
    customerId: 2,
    wardId: 5,
    bedId,
    patientId: null,
    indicatorId: 1,
    code: 'heartRate',
    level: 'alarm',
    state: 'active',
    value: 132,
    lastValue: 131,
    limit: 'alarmHigh',
    limitValue: 130,
    ongoing: true,
    raisedAt: '2026-11-25T23:50:00.000Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    silencedUntil: null,
    escalatedAt: null,
    clearedAt: null,
    audit: null,
    auditReason: null,
    auditedAt: null,
    auditedBy: null,
    snapshot: null,
    ...extra,
  };
}

/** The console's WebSocket, faked: the listeners the page subscribes, by topic. */
function fakeRealtime() {
  const listeners = new Map<string, (event: RealtimeEvent) => void>();
  vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
    listeners.set(topic, onEvent);
    return () => listeners.delete(topic);
  });
  return {
    topics: () => [...listeners.keys()].sort(),
    /** Delivers an event and lets React Query tell its observers (it does so on a timer). */
    async emit(topic: string, event: RealtimeEvent) {
      const listener = listeners.get(topic);
      if (!listener) throw new Error(`nothing listens to ${topic}`);
      await act(async () => {
        listener(event);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

function setup(options: { beds?: BedStation[]; alarms?: Alarm[] } = {}) {
  const now = Date.now();
  const trend = (call: ApiCall) => {
    expect(call.query.get('points')).toBe('120');
    return {
      from: call.query.get('from'),
      to: call.query.get('to'),
      samples: 3,
      limits: {},
      series: {
        heartRate: [
          [now - 120_000, 76],
          [now - 60_000, 80],
          [now - 1_000, 78],
        ],
        spo2: [
          [now - 120_000, 97],
          [now - 60_000, 96],
          [now - 1_000, 97],
        ],
        systolic: [],
        diastolic: [],
        respiration: [],
        temperature: [],
      },
    };
  };
  let alarmState = options.alarms ?? [];
  let notes = [
    {
      id: 7,
      customerId: 2,
      patientId: 900,
      bedId: 71,
      kind: 'handover',
      text: '夜班平稳',
      author: 'nurse2',
      createdAt: '2026-11-25T22:00:00.000Z',
    },
  ];
  const api = mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': () =>
      catalogueMenuTree(['centralStation', 'bedMonitor'], 'aiIcu'),
    'GET /console/api/v1/wards': () => ({ list: [ward], total: 1, page: 1, size: 20 }),
    'GET /console/api/v1/wards/5': () => ward,
    'GET /console/api/v1/wards/5/station': () => ({
      wardId: 5,
      silentAfterSeconds: 90,
      beds: options.beds ?? [bed(71, 900, 31), bed(72, null, 32)],
    }),
    'GET /console/api/v1/beds': () => ({
      list: [bedRow(71, 1, 'Bed 1'), bedRow(72, 2, 'Bed 2')],
      total: 2,
      page: 1,
      size: 100,
    }),
    'GET /console/api/v1/alarms': () => ({ list: alarmState, size: 100, next: null }),
    'GET /console/api/v1/patients/900': () => patient(900, 'Zhang San'),
    'GET /console/api/v1/patients/900/vitals': trend,
    // the bed screen
    'GET /console/api/v1/beds/71': () => bedRow(71, 1, 'Bed 1'),
    'GET /console/api/v1/beds/71/vitals': (call) => ({
      ...trend({ ...call, query: new URLSearchParams({ ...Object.fromEntries(call.query), points: '120' }) }),
      limits: { heartRate: { alarmLow: 40, warningLow: 50, warningHigh: 110, alarmHigh: 120 } },
    }),
    'GET /console/api/v1/beds/71/camera/snapshot': () =>
      new Response(
        JSON.stringify({
          retCode: '404001',
          errKey: 'error.noCamera',
          errInfo: 'There is no camera at this bed',
        }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      ),
    'GET /console/api/v1/careNotes': () => ({ list: notes, total: notes.length, page: 1, size: 50 }),
    'POST /console/api/v1/careNotes': ({ body }) => {
      const note = {
        id: 8,
        customerId: 2,
        bedId: 71,
        author: 'admin',
        createdAt: new Date().toISOString(),
        ...(body as object),
      };
      notes = [note as (typeof notes)[number], ...notes];
      return note;
    },
    'GET /console/api/v1/patientFiles': () => ({
      list: [
        {
          id: 3,
          customerId: 2,
          patientId: 900,
          title: '血气分析报告',
          file: '/platformApi/console/api/v1/files/2/patientFile/0123456789abcdef0123456789abcdef.pdf',
          uploadedBy: 'nurse2',
          createdAt: '2026-11-25T21:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      size: 50,
    }),
    'DELETE /console/api/v1/careNotes/8': () => {
      notes = notes.filter((note) => note.id !== 8);
      return null;
    },
    'POST /console/api/v1/alarms/41/acknowledge': () =>
      alarm(41, 71, {
        state: 'acknowledged',
        acknowledgedAt: '2026-11-25T23:52:00.000Z',
        acknowledgedBy: 'nurse1',
      }),
    'POST /console/api/v1/alarms/41/silence': ({ body }) =>
      alarm(41, 71, {
        state: 'silenced',
        silencedUntil: new Date(Date.now() + (body as { minutes: number }).minutes * 60_000).toISOString(),
      }),
    'POST /console/api/v1/alarms/41/audit': ({ body }) => {
      const { verdict, reason } = body as { verdict: 'confirmed' | 'false'; reason?: string };
      alarmState = [alarm(41, 71, { audit: verdict, auditReason: reason ?? null })];
      return alarmState[0];
    },
  });
  return api;
}

const tile = (bedId: number) => screen.getByTestId(`bed-tile-${bedId}`);
const vital = (bedId: number, code: string) => within(tile(bedId)).getByTestId(`vital-${code}`);
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.includes('/alarms/'));

async function open(url = '/aiIcu/centralStation?ward=5') {
  renderApp({ url, user: {} });
  return screen.findByTestId('bed-tile-71', {}, { timeout: 60_000 });
}

describe('central station', { timeout: 120_000 }, () => {
  it('paints every bed of the ward: name, patient, vitals with units and levels, trends', async () => {
    fakeRealtime();
    const api = setup({
      beds: [
        bed(71, 900, 31, {
          values: {
            heartRate: 126,
            spo2: 93,
            systolic: 121,
            diastolic: 79,
            respiration: 16,
            temperature: 36.8,
          },
          levels: {
            heartRate: 'alarm',
            spo2: 'warning',
            systolic: 'normal',
            diastolic: 'normal',
            respiration: 'normal',
            temperature: 'normal',
          },
        }),
        bed(72, null, 32),
      ],
    });
    await open();
    expect(within(tile(71)).getByRole('heading', { name: 'Bed 1' })).toBeTruthy();
    // every tile opens its bed screen, with or without a patient
    expect(within(tile(71)).getByRole('link', { name: 'Bed 1' }).getAttribute('href')).toBe(
      '/web/aiIcu/bedMonitor/71',
    );
    expect(within(tile(72)).getByRole('link', { name: 'Bed 2' }).getAttribute('href')).toBe(
      '/web/aiIcu/bedMonitor/72',
    );
    expect(await within(tile(71)).findByText('Zhang San')).toBeTruthy();
    expect(within(tile(72)).getByText('No patient admitted')).toBeTruthy();
    expect(vital(71, 'heartRate').textContent).toBe('HR!!!Alarm126bpm');
    expect(vital(71, 'heartRate').getAttribute('data-level')).toBe('alarm');
    expect(vital(71, 'spo2').textContent).toBe('SpO2!!Warning93%');
    expect(vital(71, 'temperature').textContent).toBe('Temp36.8°C');
    expect(vital(71, 'temperature').getAttribute('data-level')).toBe('normal');
    expect(tile(71).getAttribute('data-level')).toBe('alarm');
    expect(tile(72).getAttribute('data-level')).toBe('normal');
    // The trend of the last minutes: the patient's three samples; a bed without one starts empty.
    const spark = within(tile(71)).getByRole('img', { name: 'Heart rate trend (last 10 minutes)' });
    await waitFor(() => expect(spark.getAttribute('data-points')).toBe('3'));
    expect(
      within(tile(72))
        .getByRole('img', { name: 'Heart rate trend (last 10 minutes)' })
        .getAttribute('data-points'),
    ).toBe('0');
    expect(api.calls.filter((c) => c.path.endsWith('/vitals')).map((c) => c.path)).toEqual([
      '/console/api/v1/patients/900/vitals',
    ]);
    expect(await screen.findByText('No open alarms in this ward')).toBeTruthy();
  });

  it('a live snapshot of a bed updates its values, colour and trend without a request', async () => {
    const live = fakeRealtime();
    const api = setup();
    await open();
    await waitFor(() =>
      expect(
        within(tile(71))
          .getByRole('img', { name: 'Heart rate trend (last 10 minutes)' })
          .getAttribute('data-points'),
      ).toBe('3'),
    );
    // `servers`: the shell's server-down notifier, the signed-in user being a platform administrator.
    expect(live.topics()).toEqual(['alarms', 'presence', 'servers', 'station:5']);
    const requests = api.calls.length;

    const next = bed(71, 900, 31, {
      at: new Date(Date.now() + 6_000).toISOString(),
      values: { heartRate: 44, spo2: 97, systolic: 121, diastolic: 79, respiration: 16, temperature: 36.8 },
      levels: { ...bed(71, 900, 31).levels, heartRate: 'warning' },
    });
    await live.emit('station:5', { type: 'station', customerId: 2, station: next });

    expect(vital(71, 'heartRate').textContent).toBe('HR!!Warning44bpm');
    expect(vital(71, 'heartRate').getAttribute('data-level')).toBe('warning');
    expect(tile(71).getAttribute('data-level')).toBe('warning');
    expect(
      within(tile(71))
        .getByRole('img', { name: 'Heart rate trend (last 10 minutes)' })
        .getAttribute('data-points'),
    ).toBe('4');
    // Another ward's snapshot is not this page's.
    await live.emit('station:5', {
      type: 'station',
      customerId: 2,
      station: { ...next, wardId: 6, bedId: 72 },
    });
    expect(vital(72, 'heartRate').textContent).toBe('HR78bpm');
    expect(api.calls.length).toBe(requests);
  });

  it('an alarm event flashes the badge on the tile and lists the alarm; acknowledging calls the API', async () => {
    const live = fakeRealtime();
    const api = setup();
    await open();
    expect(await screen.findByText('No open alarms in this ward')).toBeTruthy();
    expect(within(tile(71)).queryByTestId('alarm-badge')).toBeNull();

    await live.emit('alarms', {
      type: 'alarm',
      customerId: 2,
      alarm: alarm(41, 71, { escalatedAt: '2026-11-25T23:55:00.000Z' }),
    });
    // An alarm of another ward stays out of this one's list.
    await live.emit('alarms', { type: 'alarm', customerId: 2, alarm: alarm(42, 99, { wardId: 6 }) });

    const badge = within(tile(71)).getByTestId('alarm-badge');
    expect(badge.textContent).toBe('!!!Alarm');
    expect(badge.getAttribute('data-motion')).toBe('flashing');
    const item = screen.getByTestId('alarm-41');
    expect(within(item).getByText('Bed 1')).toBeTruthy();
    expect(within(item).getByText('Heart rate 132 bpm')).toBeTruthy();
    expect(within(item).getByTestId('alarm-limit').textContent).toBe('(above the alarm limit 130)');
    expect(within(item).getByText('Escalated')).toBeTruthy();
    expect(screen.queryByTestId('alarm-42')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Open alarms (1)' })).toBeTruthy();

    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: 'Acknowledge Bed 1 Heart rate alarm' }));
    await waitFor(() =>
      expect(posts(api.calls).map((c) => c.path)).toEqual(['/console/api/v1/alarms/41/acknowledge']),
    );
    expect(await within(screen.getByTestId('alarm-41')).findByText(/Acknowledged by nurse1/)).toBeTruthy();
    expect(within(tile(71)).getByTestId('alarm-badge').getAttribute('data-motion')).toBe('steady');
    expect(within(screen.getByTestId('alarm-41')).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();

    // Cleared elsewhere: it leaves the list and the tile.
    await live.emit('alarms', {
      type: 'alarm',
      customerId: 2,
      alarm: alarm(41, 71, { state: 'cleared', clearedAt: '2026-11-25T23:58:00.000Z' }),
    });
    expect(screen.queryByTestId('alarm-41')).toBeNull();
    expect(within(tile(71)).queryByTestId('alarm-badge')).toBeNull();
  });

  it('silences for the chosen minutes, and marks a false alarm only with a reason', async () => {
    fakeRealtime();
    const api = setup({ alarms: [alarm(41, 71, { level: 'warning' })] });
    const user = userEvent.setup();
    await open();
    const item = await screen.findByTestId('alarm-41');
    expect(within(tile(71)).getByTestId('alarm-badge').textContent).toBe('!!Warning');

    await user.click(within(item).getByRole('button', { name: 'Silence Bed 1 Heart rate alarm' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Silence 5 min' }));
    await waitFor(() =>
      expect(posts(api.calls).map((c) => [c.path, c.body])).toEqual([
        ['/console/api/v1/alarms/41/silence', { minutes: 5 }],
      ]),
    );
    expect(await within(screen.getByTestId('alarm-41')).findByText(/Silenced until/)).toBeTruthy();

    await user.click(
      within(screen.getByTestId('alarm-41')).getByRole('button', {
        name: 'Mark false Bed 1 Heart rate alarm',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark false' }));
    expect(await within(dialog).findByText('Give the reason the alarm is false')).toBeTruthy();
    expect(posts(api.calls).filter((c) => c.path.endsWith('/audit'))).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' electrode off ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark false' }));
    await waitFor(() =>
      expect(posts(api.calls).find((c) => c.path.endsWith('/audit'))?.body).toEqual({
        verdict: 'false',
        reason: 'electrode off',
      }),
    );
    expect(
      await within(screen.getByTestId('alarm-41')).findByText('Marked false: electrode off'),
    ).toBeTruthy();
  });

  it('shows no signal for a bed whose terminal goes offline or has reported nothing', async () => {
    const live = fakeRealtime();
    setup({ beds: [bed(71, 900, 31), bed(72, null, 32, { at: null, values: {}, levels: {} })] });
    await open();
    expect(tile(71).getAttribute('data-signal')).toBe('live');
    expect(within(tile(72)).getByText('No signal')).toBeTruthy();

    await live.emit('presence', {
      type: 'presence',
      customerId: 2,
      id: 31,
      account: 'bed1',
      online: false,
      lastSeenAt: null,
    });
    expect(within(tile(71)).getByText('No signal')).toBeTruthy();
    expect(within(tile(71)).queryByTestId('vital-heartRate')).toBeNull();
  });

  it('keeps the badge steady, with an outline, when the system asks for reduced motion', async () => {
    fakeRealtime();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    setup({ alarms: [alarm(41, 71)] });
    await open();
    const badge = await within(tile(71)).findByTestId('alarm-badge');
    expect(badge.getAttribute('data-state')).toBe('active');
    expect(badge.getAttribute('data-motion')).toBe('steady');
  });

  it('sounds only after the user turns sound on (a gesture), and remembers the choice', async () => {
    fakeRealtime();
    const contexts: FakeAudioContext[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      oscillators: { frequency: { value: number }; started: boolean }[] = [];
      constructor() {
        contexts.push(this);
      }
      createOscillator() {
        const oscillator = {
          type: 'sine',
          frequency: { value: 0 },
          started: false,
          connect: (next: unknown) => next,
          start: () => void (oscillator.started = true),
          stop: () => undefined,
        };
        this.oscillators.push(oscillator);
        return oscillator;
      }
      createGain() {
        const gain = {
          gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined },
          connect: (next: unknown) => next,
        };
        return gain;
      }
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    try {
      setup({ alarms: [alarm(41, 71)] });
      const user = userEvent.setup();
      await open();
      await screen.findByTestId('alarm-41');
      // An alarm is sounding-worthy, but nothing plays before the user asks for sound.
      expect(contexts).toEqual([]);
      const sound = screen.getByRole('button', { name: 'Sound' });
      expect(sound.getAttribute('aria-pressed')).toBe('false');

      await user.click(sound);
      await waitFor(() => expect(contexts[0]?.oscillators.length).toBe(5));
      // High priority: five beeps at 880 Hz.
      expect(contexts[0]!.oscillators.map((o) => [o.frequency.value, o.started])).toEqual(
        Array.from({ length: 5 }, () => [880, true]),
      );
      expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
      expect(localStorage.getItem('centralStation.sound')).toBe('on');

      await user.click(screen.getByRole('button', { name: 'Sound' }));
      expect(localStorage.getItem('centralStation.sound')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so, with Retry, when the ward cannot be read', async () => {
    fakeRealtime();
    let fail = true;
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['centralStation'], 'aiIcu'),
      'GET /console/api/v1/wards': () => ({ list: [ward], total: 1, page: 1, size: 20 }),
      'GET /console/api/v1/wards/5': () => ward,
      'GET /console/api/v1/wards/5/station': () =>
        fail
          ? { retCode: '500000', errInfo: 'Internal Server Error' }
          : { wardId: 5, silentAfterSeconds: 90, beds: [bed(72, null, 32)] },
      'GET /console/api/v1/beds': () => ({ list: [bedRow(72, 2, 'Bed 2')], total: 1, page: 1, size: 100 }),
      'GET /console/api/v1/alarms': () => ({ list: [], size: 100, next: null }),
    });
    renderApp({ url: '/aiIcu/centralStation?ward=5', user: {} });
    const failed = await screen.findByText(
      "The ward's monitoring could not be loaded",
      {},
      { timeout: 60_000 },
    );
    fail = false;
    await userEvent
      .setup()
      .click(within(failed.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('bed-tile-72')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/station')).length).toBe(2);
  });

  it('opens on the first ward and says so when it has no beds', async () => {
    fakeRealtime();
    setup({ beds: [] });
    renderApp({ url: '/aiIcu/centralStation', user: {} });
    expect(await screen.findByText('This ward has no beds yet', {}, { timeout: 60_000 })).toBeTruthy();
    expect(window.location.search).toBe('?ward=5');
  });
});

describe('bed screen', { timeout: 120_000 }, () => {
  it("shows one bed live with its alarms, camera, trends with its limits, and the patient's notes and files", async () => {
    const live = fakeRealtime();
    const api = setup({ alarms: [alarm(41, 71), alarm(42, 72)] });
    const user = userEvent.setup();
    renderApp({ url: '/aiIcu/bedMonitor/71', user: {} });
    expect(
      await screen.findByRole('heading', { name: 'Bed screen · Bed 1' }, { timeout: 60_000 }),
    ).toBeTruthy();
    // the bed's live tile, its own open alarms only
    expect(await screen.findByTestId('bed-tile-71')).toBeTruthy();
    expect(screen.queryByTestId('bed-tile-72')).toBeNull();
    expect(await screen.findByTestId('alarm-41')).toBeTruthy();
    expect(screen.queryByTestId('alarm-42')).toBeNull();
    expect(live.topics()).toContain('station:5');
    // the camera says why there is no still
    expect(await screen.findByText('No camera at this bed')).toBeTruthy();
    // the last hour of the bed, with the limits in force there
    const chart = await screen.findByTestId('vital-chart-heartRate');
    expect(chart.getAttribute('data-limits')).toBe('40 50 110 120');
    const vitalsCall = api.calls.find((c) => c.path === '/console/api/v1/beds/71/vitals')!;
    expect(Date.parse(vitalsCall.query.get('to')!) - Date.parse(vitalsCall.query.get('from')!)).toBe(
      3_600_000,
    );
    expect(api.calls.some((c) => c.path === '/console/api/v1/alarms' && c.query.get('bedId') === '71')).toBe(
      true,
    );

    // the patient's files, a colleague's without delete, and a way to put one there
    const file = await screen.findByTestId('patient-file-3');
    expect(within(file).getByRole('button', { name: /血气分析报告/ })).toBeTruthy();
    expect(within(file).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.calls.find((c) => c.path === '/console/api/v1/patientFiles')!.query.get('patientId')).toBe(
      '900',
    );
    expect(screen.getByRole('button', { name: 'Save file' })).toBeTruthy();

    // notes: a colleague's cannot be deleted here; one's own after a confirmation
    const notesCall = api.calls.find((c) => c.path === '/console/api/v1/careNotes')!;
    expect(notesCall.query.get('patientId')).toBe('900');
    const theirs = await screen.findByTestId('care-note-7');
    expect(within(theirs).getByText('夜班平稳')).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    await user.type(screen.getByLabelText('Note'), '吸痰一次');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const mine = await screen.findByTestId('care-note-8');
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/console/api/v1/careNotes')!.body,
    ).toEqual({
      patientId: 900,
      kind: 'nursing',
      text: '吸痰一次',
    });
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const confirm = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-popconfirm');
      expect(popup).toBeTruthy();
      return popup!;
    });
    expect(within(confirm).getByText('Delete this note?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('care-note-8')).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/console/api/v1/careNotes/8')).toBe(
      true,
    );
  });
});
