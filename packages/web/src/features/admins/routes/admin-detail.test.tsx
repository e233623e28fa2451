import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const admin = {
  id: 2,
  customerId: 5,
  username: 'hospitaladmin',
  realName: '王管理',
  phone: null,
  email: 'wang@example.com',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('enterprise administrator detail', { timeout: 60_000 }, () => {
  it('shows the admin with the company name and resets the password once, after a confirmation', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['adminDetail']),
      'GET /console/api/v1/admins/2': () => admin,
      'GET /console/api/v1/companies/5': () => ({ id: 5, name: '演示医院' }),
      'POST /console/api/v1/admins/2/resetPassword': () => ({ password: 'N3w#Secret' }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/user/enterpriseAdministrator/adminDetail/2', user: {} });

    expect(await screen.findByText('Enterprise administrator: hospitaladmin')).toBeTruthy();
    expect(await screen.findByText('演示医院')).toBeTruthy();
    expect(screen.getByText('wang@example.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog');
    expect(api.calls.some((c) => c.path.endsWith('/resetPassword'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect((await screen.findAllByText('Password reset')).length).toBeGreaterThan(0);
    expect(await screen.findByText('N3w#Secret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/resetPassword'))).toHaveLength(1));
  });
});
