import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EffectiveThresholds } from '@console/contract/resources/indicator-thresholds';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 3, key: 'aiIcu', name: '重症监护', english: 'Intensive care', aloneMenuManage: 1, appType: 'system' },
];
const stamps = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
const bed = {
  id: 71,
  customerId: 5,
  wardId: 7,
  number: 1,
  code: 'ICU1-01',
  name: 'Bed 1',
  occupied: false,
  mapX: null,
  mapY: null,
  deviceAccountIds: [],
  ...stamps,
};
const ward = { id: 7, customerId: 5, name: 'ICU One', code: 'ICU1', ...stamps };
const none = { alarmLow: null, warningLow: null, warningHigh: null, alarmHigh: null };
const heart = { alarmLow: 40, warningLow: 50, warningHigh: 110, alarmHigh: 120 };
type Limits = EffectiveThresholds['indicators'][number]['limits'];
const indicator = (id: number, code: string, name: string, unit: string, limits: Limits) => ({
  id,
  code,
  name,
  unit,
  decimals: 0,
  enabled: true,
  builtIn: true,
  limits,
});

/** Heart rate: warning high overridden at the bed, alarm high from the ward; SpO2 all defaults. */
function thresholds(bedOverride: boolean): EffectiveThresholds {
  return {
    wardId: 7,
    bedId: 71,
    indicators: [
      {
        indicator: indicator(1, 'heartRate', 'Heart rate', 'bpm', heart),
        ward: { id: 500, limits: { ...none, alarmHigh: 115 } },
        bed: bedOverride ? { id: 501, limits: { ...none, warningHigh: 105 } } : null,
        limits: { ...heart, warningHigh: bedOverride ? 105 : 110, alarmHigh: 115 },
        sources: {
          alarmLow: 'indicator',
          warningLow: 'indicator',
          warningHigh: bedOverride ? 'bed' : 'indicator',
          alarmHigh: 'ward',
        },
      },
      {
        indicator: indicator(2, 'spo2', 'SpO2', '%', {
          alarmLow: 90,
          warningLow: 94,
          warningHigh: null,
          alarmHigh: null,
        }),
        ward: null,
        bed: null,
        limits: { alarmLow: 90, warningLow: 94, warningHigh: null, alarmHigh: null },
        sources: { alarmLow: 'indicator', warningLow: 'indicator', warningHigh: null, alarmHigh: null },
      },
    ],
  };
}

const monitor = {
  id: 61,
  customerId: 5,
  name: 'Bed 1 monitor',
  deviceAccountId: null,
  type: 'monitor',
  wardId: 7,
  bedId: 71,
  ...stamps,
};

function mock() {
  let overridden = true;
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': () =>
      catalogueMenuTree(['baseBedDetail', 'baseBedManage'], 'aiIcu'),
    'GET /console/api/v1/beds/71': () => bed,
    'GET /console/api/v1/wards/7': () => ward,
    'GET /console/api/v1/beds/71/thresholds': () => thresholds(overridden),
    'GET /console/api/v1/criticalDevices': () => ({ list: [monitor], total: 1, page: 1, size: 20 }),
    'DELETE /console/api/v1/indicatorThresholds/501': () => {
      overridden = false;
      return null;
    },
    'POST /console/api/v1/indicatorThresholds': (call) => ({ id: 502, ...(call.body as object) }),
  });
}

const cell = (code: string, field: string) => screen.getByTestId(`limit-${code}-${field}`);

describe('bed intensive care settings', { timeout: 120_000 }, () => {
  it('shows limits as the bed’s own or inherited, resets an override after asking, and lists the bed’s equipment', async () => {
    const api = mock();
    const user = userEvent.setup();
    renderApp({ url: '/baseMedical/bedDetail/71/bedMonitorSetting', user: {} });

    expect(await screen.findByText('Heart rate', {}, { timeout: 60_000 })).toBeTruthy();
    expect(cell('heartRate', 'warningHigh').dataset.source).toBe('bed');
    expect(within(cell('heartRate', 'warningHigh')).getByText('105')).toBeTruthy();
    expect(within(cell('heartRate', 'warningHigh')).getByText('Set here')).toBeTruthy();
    expect(within(cell('heartRate', 'alarmHigh')).getByText('From the ward')).toBeTruthy();
    expect(within(cell('heartRate', 'alarmLow')).getByText('Indicator default')).toBeTruthy();
    // A limit no level sets reads as a dash, with nothing to say where it comes from.
    expect(screen.queryByTestId('limit-spo2-warningHigh')).toBeNull();
    expect(await screen.findByText('Bed 1 monitor')).toBeTruthy();

    const heartRow = screen.getByText('Heart rate').closest('tr')!;
    const spo2Row = screen.getByText('SpO2').closest('tr')!;
    // Only a level with its own limits can be reset.
    expect(within(spo2Row).queryByRole('button', { name: 'Reset to inherited' })).toBeNull();
    expect(within(spo2Row).getByRole('button', { name: 'Override' })).toBeTruthy();
    expect(within(heartRow).getByRole('button', { name: 'Edit' })).toBeTruthy();

    await user.click(within(heartRow).getByRole('button', { name: 'Reset to inherited' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Reset "Heart rate" to the inherited limits?').length).toBeGreaterThan(
      0,
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to inherited' }));

    await waitFor(() => expect(cell('heartRate', 'warningHigh').dataset.source).toBe('indicator'));
    expect(within(cell('heartRate', 'warningHigh')).getByText('110')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/console/api/v1/indicatorThresholds/501',
    ]);
  });

  it('overrides a limit at the bed with the indicator, ward and bed fixed', async () => {
    const api = mock();
    const user = userEvent.setup();
    renderApp({ url: '/baseMedical/bedDetail/71/bedMonitorSetting', user: {} });
    const spo2Row = (await screen.findByText('SpO2', {}, { timeout: 60_000 })).closest('tr')!;
    await user.click(within(spo2Row).getByRole('button', { name: 'Override' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(within(dialog).getByText('Limits of "SpO2"')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Warning low'), '93');
    await user.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }));
    const isCreate = (call: { method: string; path: string }) =>
      call.method === 'POST' && call.path === '/console/api/v1/indicatorThresholds';
    await waitFor(() => expect(api.calls.some(isCreate)).toBe(true));
    const post = api.calls.find(isCreate)!;
    expect(post.body).toEqual({ indicatorId: 2, wardId: 7, bedId: 71, warningLow: 93 });
  });
});
