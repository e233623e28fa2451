import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];

describe('user log', { timeout: 60_000 }, () => {
  it('sends the URL filters with the time range as whole days and shows the entries', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['userLog']),
      'GET /console/api/v1/companies/5': () => ({ id: 5, name: '演示医院' }),
      'GET /console/api/v1/userLogs': () => ({
        list: [
          {
            id: 1,
            customerId: 5,
            userId: 7,
            account: 'admin',
            action: 'resetPassword',
            resource: 'admins',
            resourceId: '2',
            before: null,
            after: null,
            ip: '127.0.0.1',
            createdAt: '2026-03-02T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      }),
    });
    renderApp({
      url: '/setting/userLog?action=resetPassword&createdAtFrom=2026-03-01&createdAtTo=2026-03-02&sort=-createdAt',
      user: {},
    });
    expect(await screen.findByText('Enterprise administrators')).toBeTruthy();
    expect(screen.getAllByText('Reset password').length).toBeGreaterThan(0);
    expect(await screen.findByText('演示医院')).toBeTruthy();

    const call = api.calls.find((c) => c.path === '/console/api/v1/userLogs')!;
    expect(call.query.get('action')).toBe('resetPassword');
    expect(call.query.get('sort')).toBe('-createdAt');
    // the engine's range parameters, whole local days
    expect(new Date(call.query.get('createdAtFrom')!).getHours()).toBe(0);
    expect(new Date(call.query.get('createdAtTo')!).getHours()).toBe(23);
    expect(call.query.has('from')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy());
  });
});
