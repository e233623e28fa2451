import type { TerminalIdentity } from './terminal';

/**
 * Finds a tenant's terminals through the console API (the same calls the console makes), so the
 * simulator needs nothing but a login: a platform administrator (any tenant) or the tenant's own
 * administrator. Login needs the server started with CAPTCHA=off; otherwise pass a session token.
 */
interface Envelope<T> {
  retCode: string;
  retData: T;
  errInfo?: string;
}

async function call<T>(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { token: init.token } : {}),
      ...(init.headers ?? {}),
    },
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.retCode !== '000000') throw new Error(`${path}: ${body.retCode} ${body.errInfo ?? ''}`.trim());
  return body.retData;
}

export async function login(base: string, account: string, password: string): Promise<string> {
  const data = await call<{ accessToken: string }>(base, '/accountServer/api/1.0/sys/doLogin', {
    method: 'POST',
    body: JSON.stringify({ account, password }),
  });
  return data.accessToken;
}

interface Page<T> {
  list: T[];
  total: number;
}

export async function tenantTerminals(
  base: string,
  token: string,
  tenant: string,
  limit: number,
  /** Only accounts containing this (the list's `account` filter). */
  account?: string,
): Promise<TerminalIdentity[]> {
  let customerId: number | undefined;
  try {
    const companies = await call<Page<{ id: number; account: string }>>(
      base,
      `/console/api/v1/companies?keyword=${encodeURIComponent(tenant)}&size=100`,
      { token },
    );
    customerId = companies.list.find((c) => c.account === tenant)?.id;
    if (customerId === undefined) throw new Error(`no company with account ${tenant}`);
  } catch (error) {
    // A tenant administrator may not list companies: its own terminals are the tenant's.
    if (!(error instanceof Error) || !/403|forbidden/i.test(error.message)) throw error;
  }
  const terminals: TerminalIdentity[] = [];
  for (let page = 1; terminals.length < limit; page++) {
    const query = new URLSearchParams({ page: String(page), size: '100', sort: 'account' });
    if (customerId !== undefined) query.set('customerId', String(customerId));
    if (account !== undefined) query.set('account', account);
    const rows = await call<
      Page<{ customerId: number; account: string; deviceType: string; enabled: boolean }>
    >(base, `/console/api/v1/deviceAccounts?${query}`, { token });
    for (const row of rows.list) {
      if (row.enabled)
        terminals.push({ customerId: row.customerId, account: row.account, deviceType: row.deviceType });
    }
    if (rows.list.length < 100) break;
  }
  return terminals.slice(0, limit);
}
