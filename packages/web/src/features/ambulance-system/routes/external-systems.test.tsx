import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  { id: 3, key: 'ambulance', name: '急救', english: 'Ambulance', aloneMenuManage: 1 },
];
const system = (id: number, name: string, revokedAt: string | null) => ({
  id,
  name,
  companyId: 2,
  scopes: ['positions:read'],
  enabled: true,
  description: null,
  keyPrefix: `amb_prefix${id}0`,
  lastUsedAt: null,
  revokedAt,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});
const NEW_KEY = 'amb_NEWKEYnewkeyNEWKEYnewkeyNEWKEYnewkeyNEWKEYn';

describe('authorised external systems', { timeout: 120_000 }, () => {
  it('shows a rotated key once, revokes only after a confirmation, and offers no revoke for a revoked key', async () => {
    let rows = [system(1, '调度中心', null), system(2, '旧系统', '2026-11-20T00:00:00.000Z')];
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['cloudAdmin'] }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['ambulanceAuthorizeManage'], query.get('appKey')),
      'GET /console/api/v1/ambulanceExternalSystems': () => ({
        list: rows,
        total: rows.length,
        page: 1,
        size: 20,
      }),
      'GET /console/api/v1/companies': () => ({
        list: [{ id: 2, name: '演示医院' }],
        total: 1,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/ambulanceExternalSystems/1/rotateKey': () => ({
        id: 1,
        apiKey: NEW_KEY,
        keyPrefix: NEW_KEY.slice(0, 12),
      }),
      'POST /console/api/v1/ambulanceExternalSystems/1/revoke': () => {
        rows = rows.map((row) => (row.id === 1 ? { ...row, revokedAt: '2026-11-26T00:00:00.000Z' } : row));
        return { id: 1, revokedAt: '2026-11-26T00:00:00.000Z' };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/ambulance/system/authorizeManage', user: {} });
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('调度中心', {}, { timeout: 30_000 });
    expect(within(rowOf('调度中心')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('旧系统')).getByText('Revoked')).toBeTruthy();
    expect(within(rowOf('旧系统')).queryByRole('button', { name: 'Revoke key' })).toBeNull();
    expect(within(rowOf('调度中心')).getByText('amb_prefix10…')).toBeTruthy();

    // A new key: asked first, then shown this once.
    await user.click(within(rowOf('调度中心')).getByRole('button', { name: 'New key' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText(/The old key stops working at once/).length).toBeGreaterThan(0);
    await user.click(within(ask).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/1/rotateKey'))).toBe(true));
    const shown = (await screen.findByText(NEW_KEY, {}, { timeout: 5_000 })).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(within(shown).getByText('API key of 调度中心')).toBeTruthy();
    expect(within(shown).getByText(NEW_KEY)).toBeTruthy();
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(NEW_KEY)).toBeNull());

    // Revoke: nothing is sent until it is confirmed.
    await user.click(within(rowOf('调度中心')).getByRole('button', { name: 'Revoke key' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getAllByText(/calls will be refused until a new key is made/).length,
    ).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.path.endsWith('/1/revoke'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/1/revoke'))).toBe(true));
    await waitFor(() => expect(within(rowOf('调度中心')).getByText('Revoked')).toBeTruthy());
  });
});
