import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

/**
 * The device account tabs of the ambulance and monitor applications (ADR 0046): the terminal's
 * vehicle (the fleet's own row and form), its custom attribute values, and its streams as the
 * monitor shows them.
 */

afterEach(() => vi.restoreAllMocks());

const stamp = '2026-11-01T00:00:00.000Z';
const terminal = (deviceType: string) => ({
  id: 11,
  customerId: 5,
  account: '80000011',
  name: 'AMB-01',
  online: true,
  lastSeenAt: stamp,
  screenCount: 1,
  deviceType,
  defaultMode: 'meeting',
  loginAccount: 't80000011',
  macAddress: null,
  modules: ['meeting'],
  enabled: true,
  autoJoin: false,
  createdAt: stamp,
  updatedAt: stamp,
});
const app = (id: number, key: string) => ({
  id,
  key,
  name: key,
  english: key,
  aloneMenuManage: 1,
  appType: 'system',
});
const vehicle = {
  id: 7,
  customerId: 5,
  plate: '沪A12345',
  deviceAccountId: 11,
  vehicleModel: '福特全顺 V348',
  station: '东区急救站',
  crew: ['张医生', '李护士'],
  enabled: true,
  attributes: { '3': '负压型' },
  createdAt: stamp,
  updatedAt: stamp,
};
const definitions = [
  {
    id: 3,
    target: 'vehicle',
    name: '车辆等级',
    type: 'select',
    options: ['普通型', '负压型'],
    required: true,
    sort: 0,
  },
  { id: 4, target: 'vehicle', name: '行驶里程', type: 'number', options: [], required: false, sort: 1 },
];
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, size: 20 });

/** A company administrator whose role is the dispatchers' (editor), with these applications. */
function session(roles: string[], deviceType = 'ambulance', apps = ['platform', 'ambulance']) {
  return {
    'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 2, customerId: 5, orgId: 5, roles }),
    'POST /accountServer/api/1.0/application/listByOrgId': () => apps.map((key, i) => app(i + 1, key)),
    'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['accounts']),
    'GET /console/api/v1/companies/5': () => ({ id: 5, name: '演示医院' }),
    'GET /console/api/v1/deviceAccounts/11': () => terminal(deviceType),
  };
}

describe('device account tabs of the ambulance application', { timeout: 120_000 }, () => {
  it('ambulance tab: the terminal’s vehicle, in the fleet’s list and form', async () => {
    const api = mockApi({
      ...session(['editor']),
      'GET /console/api/v1/ambulanceVehicles': () => page([vehicle]),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/ambulance/baseInfo', user: {} });
    await user.click(await screen.findByRole('tab', { name: 'Ambulance settings' }, { timeout: 30_000 }));
    const row = (await screen.findByText('沪A12345', undefined, { timeout: 30_000 })).closest('tr')!;
    expect(within(row).getByText('东区急救站')).toBeTruthy();
    expect(currentPath()).toBe('/device/accounts/edit/11/AMB-01/5/ambulance/baseInfo?tab=ambulance');
    const listed = api.calls.find((c) => c.path === '/console/api/v1/ambulanceVehicles')!;
    expect(listed.query.get('deviceAccountId')).toBe('11');
  });

  it('ambulance tab: a terminal of another type is no vehicle, and the tab says so', async () => {
    mockApi(session(['editor'], 'terminal'));
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/terminal/ambulance', user: {} });
    expect(
      await screen.findByText(
        "This terminal's device type is “Meeting terminal”, not an ambulance terminal.",
        undefined,
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });

  it('attributes tab: the vehicle’s custom attribute values, edited and saved', async () => {
    const api = mockApi({
      ...session(['editor']),
      'GET /console/api/v1/ambulanceVehicles': () => page([vehicle]),
      'GET /console/api/v1/ambulanceAttributes': () => page(definitions),
      'PUT /console/api/v1/ambulanceVehicles/7': (call) => ({
        ...vehicle,
        ...(call.body as object),
        updatedAt: '2026-11-02T00:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/ambulance/AmbulanceAccountAttr', user: {} });
    expect(await screen.findByText('Vehicle: 沪A12345', undefined, { timeout: 30_000 })).toBeTruthy();
    const mileage = await screen.findByRole('spinbutton', { name: '行驶里程' });
    await user.type(mileage, '12800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      attributes: { '3': '负压型', '4': 12800 },
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('attributes tab: a terminal without a vehicle is sent to register one', async () => {
    mockApi({
      ...session(['editor']),
      'GET /console/api/v1/ambulanceVehicles': () => page([]),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/ambulance/AmbulanceAccountAttr', user: {} });
    await user.click(await screen.findByRole('button', { name: 'Register it' }, { timeout: 30_000 }));
    expect(currentPath()).toBe(
      '/device/accounts/edit/11/AMB-01/5/ambulance/AmbulanceAccountAttr?tab=ambulance',
    );
  });

  it('neither tab for an administrator who is no ambulance editor (the vehicles are theirs)', async () => {
    mockApi(session(['admin']));
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/ambulance/baseInfo', user: {} });
    expect(await screen.findByRole('tab', { name: 'Basic info' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Ambulance settings' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Ambulance device attributes' })).toBeNull();
  });
});

describe('device account tab of the monitor application', { timeout: 120_000 }, () => {
  const settings = {
    tilesPerPage: 4,
    rotationSeconds: null,
    stream: 'main',
    showOffline: true,
    addressTemplate: 'rtmp://media.example/live/{account}_{source}',
    companyPollingSeconds: 12,
    effectiveRotationSeconds: 12,
    updatedAt: null,
  };
  const tile = (sourceId: number, sourceName: string) => ({
    deviceAccountId: 11,
    customerId: 5,
    account: '80000011',
    terminalName: 'AMB-01',
    deviceType: 'terminal',
    enabled: true,
    online: true,
    lastSeenAt: stamp,
    sourceId,
    sourceName,
    sourceType: 'hdmi',
    stream: 'main',
    resolution: '1920x1080',
    address: `rtmp://media.example/live/80000011_${sourceId}`,
  });

  it('monitor tab: each stream as its wall tile, the one on the wall, its groups; another shown on request', async () => {
    let wallSource = 21;
    const api = mockApi({
      ...session(['admin'], 'terminal', ['platform', 'monitor']),
      'GET /console/api/v1/terminalStreamTerminals/11/streams': () => ({
        settings,
        monitored: true,
        streams: [
          { tile: tile(21, '主画面'), onWall: wallSource === 21, groups: [{ id: 1, name: 'ICU 墙' }] },
          { tile: tile(22, '车内'), onWall: wallSource === 22, groups: [] },
        ],
      }),
      'PUT /console/api/v1/terminalStreamTerminals/11': (call) => {
        wallSource = (call.body as { videoSourceId: number }).videoSourceId;
        return {
          deviceAccountId: 11,
          monitored: true,
          videoSourceId: wallSource,
          streamAddress: null,
          updatedAt: stamp,
        };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/AMB-01/5/terminal/baseInfo', user: {} });
    await user.click(
      await screen.findByRole('tab', { name: 'Account stream monitoring' }, { timeout: 30_000 }),
    );
    expect(currentPath()).toBe('/device/accounts/edit/11/AMB-01/5/terminal/monitor');
    const main = await screen.findByTestId('account-stream-21', undefined, { timeout: 30_000 });
    expect(within(main).getByText('Shown on the all-terminals wall')).toBeTruthy();
    expect(within(main).getByText('ICU 墙')).toBeTruthy();
    const cabin = screen.getByTestId('account-stream-22');
    expect(within(cabin).getByText('In no stream group')).toBeTruthy();
    await user.click(within(cabin).getByRole('button', { name: 'Show this one on the wall' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ videoSourceId: 22 });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('account-stream-22')).getByText('Shown on the all-terminals wall'),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('switch', { name: 'Show on the stream wall' })).toBeTruthy();
  });
});
