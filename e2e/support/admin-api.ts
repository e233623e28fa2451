import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './admin-token';
import { API } from './constants';

/** The API's envelope (`retCode` '000000' on success). */
export interface Envelope<T> {
  retCode: string;
  retData: T;
  errKey?: string;
  errInfo?: string;
}

/**
 * The platform administrator on the API, for setting up and checking what a test stored.
 * `send` gives the envelope as it came; the others expect success and give its data.
 */
export async function adminApi(request: APIRequestContext) {
  const headers = { token: await adminToken(request) };
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) => {
    const res = await request.fetch(`${API}${path}`, { method, headers, ...(data ? { data } : {}) });
    return (await res.json()) as Envelope<T>;
  };
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) => {
    const body = await send<T>(method, path, data);
    expect(body.retCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe('000000');
    return body.retData;
  };
  return {
    headers,
    send,
    get: <T>(path: string) => ok<T>('GET', path),
    post: <T>(path: string, data: object) => ok<T>('POST', path, data),
    delete: (path: string) => ok<unknown>('DELETE', path),
  };
}

/** A resource's path under the API base (ARCHITECTURE §4 engine routes). */
export const resourcePath = (key: string, id?: number) => `/console/api/v1/${key}${id ? `/${id}` : ''}`;

/** The id of the seeded demo hospital (company account `demohospital`). */
export async function demoHospitalId(api: Awaited<ReturnType<typeof adminApi>>): Promise<number> {
  const companies = await api.get<{ list: { id: number }[] }>(
    `${resourcePath('companies')}?page=1&size=1&account=demohospital`,
  );
  return companies.list[0]!.id;
}

interface MenuRecord {
  id: number;
  children: MenuRecord[];
}

/**
 * Menus the administrator can grant, as the role form grants them: the first leaf of the whole
 * menu tree and the menus above it (a granted child needs its parent to show).
 */
export async function grantableMenus(request: APIRequestContext): Promise<number[]> {
  const api = await adminApi(request);
  const ids: number[] = [];
  let level = await api.get<MenuRecord[]>('/accountServer/api/v1/menu/tree');
  while (level[0]) {
    ids.push(level[0].id);
    level = level[0].children;
  }
  expect(ids.length).toBeGreaterThan(0);
  return ids.sort((a, b) => a - b);
}

/**
 * The owner replaces the password an administrator chose, as the console makes them do at their
 * first sign-in (SPEC initPwd); gives the new password.
 */
export async function setOwnPassword(request: APIRequestContext, account: string, password: string) {
  const login = await request.post(`${API}/accountServer/api/1.0/sys/doLogin`, {
    data: { account, password },
  });
  const { accessToken } = ((await login.json()) as { retData: { accessToken: string } }).retData;
  const own = `${password}x`;
  const changed = await request.post(`${API}/accountServer/api/v1/sysUser/changePassword`, {
    headers: { token: accessToken },
    data: { oldPassword: password, password: own, repassword: own },
  });
  expect(((await changed.json()) as { retCode: string }).retCode).toBe('000000');
  return own;
}
