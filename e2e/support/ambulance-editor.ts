import { expect, type APIRequestContext } from '@playwright/test';
import { seededRandom } from '@console/simulator/random';
import { SimulatedTerminal } from '@console/simulator/terminal';
import { adminApi, demoHospitalId, grantableMenus, resourcePath, setOwnPassword } from './admin-api';
import { API } from './constants';
import { uniqueSuffix } from './resource-page';

const PASSWORD = 'Passw0rd#2026';

/**
 * SPEC §6 makes the ambulance hospital, device and task pages the editor role's: a customer
 * administrator of the demo hospital is made with a role of value `editor` of that company (the
 * administrator form's role, SPEC §3 "role group"), signed in, and handed to `run`.
 */
export async function asAmbulanceEditor(
  request: APIRequestContext,
  run: (editor: { username: string; password: string; token: string; customerId: number }) => Promise<void>,
) {
  const api = await adminApi(request);
  const customerId = await demoHospitalId(api);
  const suffix = uniqueSuffix();
  const role = await api.post<{ id: number }>(resourcePath('roles'), {
    customerId,
    name: `编辑${suffix.slice(-6)}`,
    value: 'editor',
    type: 2,
    sort: 1,
    status: 1,
    permissionIds: await grantableMenus(request),
  });
  const username = `amb${suffix}`.slice(0, 10);
  await api.post(resourcePath('admins'), {
    customerId,
    username,
    realName: '急救调度',
    roleId: role.id,
    password: PASSWORD,
    repassword: PASSWORD,
  });
  const password = await setOwnPassword(request, username, PASSWORD);
  const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account: username, password },
  });
  const { accessToken } = ((await login.json()) as { retData: { accessToken: string } }).retData;
  await run({ username, password, token: accessToken, customerId });
}

/**
 * An ambulance of the editor's company for a spec: a device account of type ambulance (made by
 * the platform administrator), its vehicle with `plate` (made by the editor), and a simulated
 * terminal logged in with it over MQTT that sends only what the spec tells it (no telemetry of
 * its own, no drop-outs). The caller stops the terminal.
 */
export async function simulatedAmbulance(
  request: APIRequestContext,
  editor: { token: string; customerId: number },
  options: { name: string; plate: string; seed: number; crew?: string[]; station?: string },
): Promise<{ device: { id: number; account: string }; ambulance: SimulatedTerminal }> {
  const api = await adminApi(request);
  const account = String(Date.now()).slice(-9);
  const device = await api.post<{ id: number; account: string }>(resourcePath('deviceAccounts'), {
    account,
    name: options.name,
    deviceType: 'ambulance',
    loginAccount: `e2e${account}`,
    password: TERMINAL_PASSWORD,
    customerId: editor.customerId,
  });
  const vehicle = await request.post(`${API}${resourcePath('ambulanceVehicles')}`, {
    headers: { token: editor.token },
    data: {
      plate: options.plate,
      deviceAccountId: device.id,
      crew: options.crew ?? [],
      ...(options.station ? { station: options.station } : {}),
    },
  });
  expect(((await vehicle.json()) as { retCode: string }).retCode).toBe('000000');
  const ambulance = new SimulatedTerminal(
    { customerId: editor.customerId, account: device.account, deviceType: 'ambulance' },
    {
      url: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`,
      password: TERMINAL_PASSWORD,
      behaviour: {
        keepalive: 5,
        telemetryMs: 0,
        dropoutRate: 0,
        awayMs: [3_600_000, 3_600_000],
        callRate: 0,
      },
      random: seededRandom(options.seed),
      stats: { connects: 0, refused: 0, dropouts: 0, messages: 0, commands: 0 },
    },
  );
  return { device, ambulance };
}

const TERMINAL_PASSWORD = 'Term1nal#e2e';
