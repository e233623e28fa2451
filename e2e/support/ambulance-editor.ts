import type { APIRequestContext } from '@playwright/test';
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
