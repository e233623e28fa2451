import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { fillIn } from '@/testing/fill-in';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { kindOfPath } from '../components/server-kinds';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const storage = (id: number, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  ip: `10.0.0.${id}`,
  port: 445,
  path: '/records',
  shareName: 'rec',
  loginAccount: 'nas',
  passwordHint: '••••1234',
  selected: false,
  probeStatus: 'unknown',
  latencyMs: null,
  lastError: null,
  checkedAt: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...extra,
});

describe('server pages', { timeout: 120_000 }, () => {
  it('finds the kind of every list and info route', () => {
    expect(kindOfPath('/server/database')).toBe('database');
    expect(kindOfPath('/server/databaseInfo')).toBe('database');
    expect(kindOfPath('/server/streamServerInfo/7')).toBe('stream');
    expect(kindOfPath('/server/monitorStreamServerInfo/3')).toBe('monitorStream');
    expect(kindOfPath('/server/whiteBoard')).toBe('whiteboard');
    expect(kindOfPath('/server/mqttServerManageInfo')).toBe('mqtt');
    expect(kindOfPath('/server/nothing')).toBeUndefined();
  });

  it('shows each server up or down with its latency and error, and selects one storage server', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['storageServerManage', 'storageServerInfo'], query.get('appKey')),
      'GET /console/api/v1/storageServers': () => ({
        list: [
          storage(1, '主存储', {
            selected: true,
            probeStatus: 'up',
            latencyMs: 12,
            checkedAt: '2026-11-25T01:00:00.000Z',
          }),
          storage(2, '备用存储', {
            probeStatus: 'down',
            lastError: 'connect ECONNREFUSED 10.0.0.2:445',
            checkedAt: '2026-11-25T01:00:00.000Z',
          }),
        ],
        total: 2,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/storageServers/2/select': () => ({ id: 2, selected: true }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/server/storageServerManage', user: {} });

    const up = (await screen.findByText('主存储', {}, { timeout: 15_000 })).closest('tr')!;
    const down = screen.getByText('备用存储').closest('tr')!;
    expect(within(up).getByTestId('probe-status').dataset.status).toBe('up');
    expect(within(up).getByText('12 ms')).toBeTruthy();
    expect(within(down).getByTestId('probe-status').dataset.status).toBe('down');
    expect(within(down).getAllByText('connect ECONNREFUSED 10.0.0.2:445').length).toBeGreaterThan(0);
    // the selected one offers no Select; the other asks first, then selects
    expect(within(up).queryByRole('button', { name: 'Select' })).toBeNull();
    await user.click(within(down).getByRole('button', { name: 'Select' }));
    await user.click(await screen.findByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/storageServers/2/select'),
      ).toBe(true),
    );
  });

  it('refuses an address that is not IPv4 in the form, before sending it', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['rtcServer', 'rtcServerInfo'], query.get('appKey')),
      'GET /console/api/v1/rtcServers': () => ({ list: [], total: 0, page: 1, size: 20 }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/server/rtcServer', user: {} });
    await user.click(await screen.findByRole('button', { name: 'New RTC server' }, { timeout: 15_000 }));
    const form = within(await screen.findByRole('dialog'));
    await fillIn(user, await form.findByLabelText('Name'), 'rtc-1');
    await fillIn(user, form.getByLabelText('IP address'), '300.1.1.1');
    await fillIn(user, form.getByLabelText('Port'), '8443');
    await user.click(form.getByRole('button', { name: /Save|保\s*存/ }));
    expect(await screen.findByText(/enter an IPv4 address/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/rtcServers')).toBe(false);
  });
});
