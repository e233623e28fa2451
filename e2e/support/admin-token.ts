import type { APIRequestContext } from '@playwright/test';
import { ADMIN, API } from './constants';

/** A session token of the platform administrator, for setting up through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account: ADMIN.account, password: ADMIN.password },
  });
  return ((await res.json()) as { retData: { accessToken: string } }).retData.accessToken;
}
