import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const session = {
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
  'GET /accountServer/api/v1/menu/user/tree': () => [],
};

describe('/public/adminDetailInfo/:id', { timeout: 60_000 }, () => {
  it('shows the user as descriptions', async () => {
    mockApi({
      ...session,
      'GET /accountServer/api/v1/sysUser/detail/12': () =>
        userInfo({
          id: 12,
          account: 'wang',
          realName: '王管理',
          roles: ['admin'],
          userType: 2,
          customerName: '演示医院',
          email: 'wang@example.com',
        }),
    });
    renderApp({ url: '/public/adminDetailInfo/12', user: {} });
    expect(await screen.findByRole('heading', { name: 'Administrator information: 王管理' })).toBeTruthy();
    expect(screen.getByText('wang')).toBeTruthy();
    expect(screen.getByText('演示医院')).toBeTruthy();
    expect(screen.getByText('wang@example.com')).toBeTruthy();
    expect(screen.getByText('Customer administrator')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
  });

  it('says so when the user does not exist, without asking for a bad id', async () => {
    const api = mockApi({
      ...session,
      'GET /accountServer/api/v1/sysUser/detail/404': () =>
        new Response(JSON.stringify({ retCode: '404001', errInfo: 'Not found' }), { status: 404 }),
    });
    renderApp({ url: '/public/adminDetailInfo/404', user: {} });
    expect(
      await screen.findByText('This administrator does not exist or is not visible to you.'),
    ).toBeTruthy();

    renderApp({ url: '/public/adminDetailInfo/abc', user: {} });
    expect(
      (await screen.findAllByText('This administrator does not exist or is not visible to you.')).length,
    ).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.path.endsWith('/detail/abc'))).toBe(false);
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({
      ...session,
      'GET /accountServer/api/v1/sysUser/detail/3': () =>
        fail
          ? new Response(JSON.stringify({ retCode: '500000', errInfo: 'Internal Server Error' }), {
              status: 500,
            })
          : userInfo({ id: 3, account: 'li', realName: null }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/public/adminDetailInfo/3', user: {} });
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Administrator information: li' })).toBeTruthy();
  });
});
