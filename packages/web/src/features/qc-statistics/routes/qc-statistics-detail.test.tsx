import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QcFigures, QcResult } from '@console/contract/resources/qc-statistics';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 3, key: 'aiIcu', name: '重症监护', english: 'Intensive care', aloneMenuManage: 1, appType: 'system' },
];

const figures = (over: Partial<QcFigures> = {}): QcFigures => ({
  alarms: { warning: 3, alarm: 2 },
  bedDays: 2,
  alarmsPerBedDay: 2.5,
  ackMedianSeconds: 75,
  ackP90Seconds: 111,
  acknowledged: 4,
  audited: 4,
  falseCount: 2,
  falseShare: 0.5,
  coverage: 0.1875,
  coveredBedHours: 18,
  bedHours: 96,
  ...over,
});

const result: QcResult = {
  from: '2026-05-04T00:00:00.000Z',
  to: '2026-05-06T00:00:00.000Z',
  days: 2,
  total: figures(),
  wards: [{ wardId: 11, wardName: 'ICU One', ...figures() }],
  indicators: [
    {
      indicatorId: 1,
      code: 'heartRate',
      name: 'Heart rate',
      alarms: 5,
      audited: 5,
      falseCount: 3,
      falseShare: 0.6,
      suggestion: { limit: 'warningHigh', from: 110, to: 116, falseCount: 3 },
    },
  ],
};

const task = (state: 'counting' | 'complete', progress: number) => ({
  id: 7,
  customerId: 5,
  name: 'May QC',
  wardId: null,
  from: result.from,
  to: result.to,
  state,
  progress,
  result: state === 'complete' ? result : null,
  error: null,
  createdAt: '2026-05-07T00:00:00.000Z',
  updatedAt: '2026-05-07T00:00:00.000Z',
});

describe('QC statistics detail', { timeout: 120_000 }, () => {
  it('shows the progress while counting, reads it again, then the charts and figures once complete', async () => {
    let reads = 0;
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () =>
        catalogueMenuTree(['qcStatistics', 'qcStatisticsDetail'], 'aiIcu'),
      // Counting on the first two reads, complete from the third.
      'GET /console/api/v1/qcStatisticsTasks/7': () => {
        reads += 1;
        return reads < 3 ? task('counting', reads * 40) : task('complete', 100);
      },
    });
    renderApp({ url: '/aiIcu/qcStatisticsDetail/7', user: {} });

    expect(await screen.findByText('Counting: 40 % done', {}, { timeout: 60_000 })).toBeTruthy();
    expect(await screen.findByText('Counting: 80 % done', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Alarms by ward and level', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('qc-counting')).toBeNull();
    expect(screen.getByTestId('qc-task-state').textContent).toBe('Complete');
    // The stacked bar chart renders (ECharts' SVG in jsdom).
    await waitFor(
      () =>
        expect(
          screen.getByRole('img', { name: 'Alarms by ward and level' }).querySelector('svg'),
        ).toBeTruthy(),
      {
        timeout: 20_000,
      },
    );
    expect(screen.getByText('2.5')).toBeTruthy();
    expect(screen.getAllByText('75 s')).toHaveLength(2);
    // The total's figure and the ward's row.
    expect(screen.getAllByText('50%')).toHaveLength(2);
    expect(screen.getByTestId('qc-suggestion').textContent).toBe('Widen warning high from 110 to 116');
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    // Complete: not read again.
    const settled = api.calls.filter((c) => c.path === '/console/api/v1/qcStatisticsTasks/7').length;
    expect(settled).toBe(3);
    await new Promise((done) => setTimeout(done, 2500));
    expect(api.calls.filter((c) => c.path === '/console/api/v1/qcStatisticsTasks/7').length).toBe(settled);
  });

  it('lists the tasks with a progress bar, reading the page again while one counts', async () => {
    let reads = 0;
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () =>
        catalogueMenuTree(['qcStatistics', 'qcStatisticsDetail'], 'aiIcu'),
      'GET /console/api/v1/qcStatisticsTasks': () => {
        reads += 1;
        const row = reads < 2 ? task('counting', 40) : task('complete', 100);
        return { list: [row], total: 1, page: 1, size: 20 };
      },
    });
    renderApp({ url: '/aiIcu/qcStatistics', user: {} });
    expect(await screen.findByRole('progressbar', {}, { timeout: 60_000 })).toBeTruthy();
    expect(await screen.findByText('100%', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('qc-state').textContent).toBe('Complete');
  });
});
