import type { RealtimeEvent } from '@console/contract/realtime';
import type { Rollout } from '@console/contract/upgrades';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const counts = (over: Partial<Rollout['counts']>) => ({
  total: 0,
  scheduled: 0,
  deferred: 0,
  sent: 0,
  downloading: 0,
  installing: 0,
  done: 0,
  failed: 0,
  cancelled: 0,
  ...over,
});
const pkg = {
  id: 5,
  name: 'Bedside firmware',
  appName: null,
  version: '2.4.0',
  type: 'terminal',
  boardType: 'RK3588',
  file: '/platformApi/console/api/v1/files/1/upgradePackage/0123456789abcdef0123456789abcdef.zip',
  targetCustomerIds: [2],
  description: null,
  state: 'approved',
  fileKind: 'zip',
  size: 266,
  checksum: 'ab'.repeat(32),
  uploadedBy: 'release',
  approvedBy: 'admin',
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const rollout = (state: Rollout['state'], failed: number): Rollout => ({
  id: 7,
  packageId: 5,
  state,
  customerIds: [],
  fromVersions: [],
  firstWaveSize: 2,
  waveSize: 4,
  successThreshold: 100,
  errorThreshold: 20,
  currentWave: 1,
  waveCount: 2,
  stopReason: state === 'stopped' ? 'errorThreshold:1' : null,
  createdBy: 'admin',
  createdAt: '2026-11-25T00:00:00.000Z',
  finishedAt: null,
  counts: counts({ total: 6, done: 2 - failed, failed, scheduled: 4 }),
  waves: [
    { wave: 1, counts: counts({ total: 2, done: 2 - failed, failed }) },
    { wave: 2, counts: counts({ total: 4, scheduled: 4 }) },
  ],
});

describe('upgrade detail page', { timeout: 120_000 }, () => {
  it('shows a rollout stopped at its error threshold, retries the failed terminals, and follows the topic live', async () => {
    let listener: ((event: RealtimeEvent) => void) | undefined;
    vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
      if (topic === 'upgrade:5') listener = onEvent;
      return () => undefined;
    });
    let current = rollout('stopped', 1);
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['cloudAdmin'] }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['upgrade', 'upgradeDetail'], query.get('appKey')),
      'GET /console/api/v1/upgradePackages/5': () => pkg,
      'GET /console/api/v1/upgradeRollouts': () => [current],
      'GET /console/api/v1/upgradeRollouts/7/targets': () => ({
        list: [
          {
            id: 11,
            rolloutId: 7,
            customerId: 2,
            customerName: 'Demo hospital',
            deviceAccountId: 3,
            account: '8000001',
            name: 'ICU-01',
            wave: 1,
            state: current.counts.failed ? 'failed' : 'sent',
            progress: current.counts.failed ? 100 : 0,
            fromVersion: '2.3.0',
            error: current.counts.failed ? 'install failed' : null,
            attempts: 1,
            updatedAt: '2026-11-25T00:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/upgradeRollouts/7/retry': () => {
        current = rollout('running', 0);
        return current;
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/setting/upgrade/detail/package/5', user: {} });

    const card = await screen.findByTestId('rollout-7', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('rollout-state').textContent).toBe('Stopped');
    expect(within(card).getByText(/Failures in wave 1 reached the error threshold/)).toBeTruthy();
    expect(within(card).getByTestId('wave-1').textContent).toBe('done 1 · failed 1 · of 2');
    expect(await within(card).findByText('install failed')).toBeTruthy();
    // a stopped rollout offers retry and cancel, not pause or resume
    expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel rollout' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/console/api/v1/upgradeRollouts/7/retry')).toBe(true),
    );
    await waitFor(() => expect(within(card).getByTestId('rollout-state').textContent).toBe('Running'));

    // a terminal reporting over the topic: the page reads the rollout again, without a reload
    current = { ...rollout('stopped', 1), stopReason: 'errorThreshold:1' };
    expect(listener).toBeDefined();
    act(() =>
      listener!({ type: 'upgrade', customerId: 2, packageId: 5, rolloutId: 7, rolloutState: 'stopped' }),
    );
    await waitFor(() => expect(within(card).getByTestId('rollout-state').textContent).toBe('Stopped'));
  });
});
