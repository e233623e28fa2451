import type { RealtimeEvent } from '@console/contract/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { fillIn } from '@/testing/fill-in';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const server = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  customerId: 2,
  name,
  deviceAccountId: 40 + id,
  sn: `SN-${id}`,
  macAddress: `02:00:00:00:00:0${id}`,
  maxPayload: 8,
  online: false,
  currentLoad: 0,
  gpuPercent: null,
  cpuPercent: null,
  reportedAt: null,
  description: null,
  enabled: true,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...extra,
});
const menus = ({ query }: { query: URLSearchParams }) =>
  catalogueMenuTree(['aiServices', 'computilityManage'], query.get('appKey'));

describe('compute servers page', { timeout: 120_000 }, () => {
  it('shows each server’s load as a bar of its max payload and moves it as the box reports', async () => {
    let listener: ((event: RealtimeEvent) => void) | undefined;
    vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
      if (topic === 'compute') listener = onEvent;
      return () => undefined;
    });
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': menus,
      'GET /console/api/v1/computeServers': () => ({
        list: [
          server(1, 'GPU-A', { online: true, currentLoad: 2, gpuPercent: 30, cpuPercent: 20 }),
          server(2, 'GPU-B'),
        ],
        total: 2,
        page: 1,
        size: 20,
      }),
    });
    renderApp({ url: '/AIServices/computilityManage', user: {} });

    const rowA = (await screen.findByText('GPU-A', {}, { timeout: 15_000 })).closest('tr')!;
    const rowB = screen.getByText('GPU-B').closest('tr')!;
    const barA = within(rowA).getByTestId('compute-load');
    expect(barA.dataset.load).toBe('2');
    expect(barA.dataset.max).toBe('8');
    expect(within(rowA).getByText('2 / 8')).toBeTruthy();
    expect(within(rowB).getByText('0 / 8')).toBeTruthy();
    await waitFor(() => expect(listener).toBeDefined());
    const reads = api.calls.filter((c) => c.path === '/console/api/v1/computeServers').length;

    act(() =>
      listener!({
        type: 'compute',
        customerId: 2,
        server: {
          id: 1,
          online: true,
          currentLoad: 7,
          gpuPercent: 88,
          cpuPercent: 50,
          reportedAt: '2026-11-25T01:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(within(rowA).getByTestId('compute-load').dataset.load).toBe('7'));
    expect(within(rowA).getByText('7 / 8')).toBeTruthy();
    // patched in place: no new request, the other row untouched
    expect(api.calls.filter((c) => c.path === '/console/api/v1/computeServers').length).toBe(reads);
    expect(within(rowB).getByText('0 / 8')).toBeTruthy();
  });

  it('refuses a MAC address that is not six hex pairs before sending it', async () => {
    vi.spyOn(realtime, 'subscribe').mockImplementation(() => () => undefined);
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': menus,
      'GET /console/api/v1/computeServers': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/deviceAccounts': () => ({ list: [], total: 0, page: 1, size: 20 }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/AIServices/computilityManage', user: {} });
    await user.click(await screen.findByRole('button', { name: /New compute server/i }, { timeout: 15_000 }));
    const form = within(await screen.findByRole('dialog'));
    await fillIn(user, await form.findByLabelText('Name'), 'GPU-C');
    await fillIn(user, form.getByLabelText('SN'), 'SN-9');
    await fillIn(user, form.getByLabelText('MAC address'), '02:00:00:00:00');
    await fillIn(user, form.getByLabelText('Max payload'), '4');
    await user.click(form.getByRole('button', { name: /Save|保\s*存/ }));
    expect(await form.findByText(/Invalid MAC address/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/computeServers')).toBe(
      false,
    );
  });
});
