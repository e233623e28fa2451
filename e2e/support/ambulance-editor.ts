import { expect, type APIRequestContext } from '@playwright/test';
import { adminApi, demoHospitalId, resourcePath, setOwnPassword } from './admin-api';
import { API } from './constants';
import { uniqueSuffix } from './resource-page';

const PASSWORD = 'Passw0rd#2026';

/**
 * SPEC §6 makes the ambulance hospital and device pages the editor role's, and no API makes a
 * user with a role of one's choosing: a customer administrator of the demo hospital is made
 * (they take its administrators' role), that role's value is turned to `editor` for `run`, and
 * back to `admin` afterwards. Specs run one at a time, so nothing else sees the change.
 */
export async function asAmbulanceEditor(
  request: APIRequestContext,
  run: (editor: { username: string; password: string; token: string; customerId: number }) => Promise<void>,
) {
  const api = await adminApi(request);
  const customerId = await demoHospitalId(api);
  const username = `amb${uniqueSuffix()}`.slice(0, 10);
  await api.post(resourcePath('admins'), {
    customerId,
    username,
    realName: '急救调度',
    password: PASSWORD,
    repassword: PASSWORD,
  });
  const password = await setOwnPassword(request, username, PASSWORD);
  const roles = await api.get<{ list: { id: number; value: string; customerId: number }[] }>(
    `${resourcePath('roles')}?customerId=${customerId}&size=100`,
  );
  const role = roles.list.find((r) => r.customerId === customerId && r.value === 'admin');
  expect(role, 'the demo hospital’s administrators’ role').toBeTruthy();
  const setValue = async (value: string) => {
    const body = await api.send('PUT', resourcePath('roles', role!.id), { value });
    expect(body.retCode, JSON.stringify(body)).toBe('000000');
  };
  await setValue('editor');
  try {
    const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
      data: { account: username, password },
    });
    const { accessToken } = ((await login.json()) as { retData: { accessToken: string } }).retData;
    await run({ username, password, token: accessToken, customerId });
  } finally {
    await setValue('admin');
  }
}
