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
const target = (id: number, name: string, state: string) => ({
  id,
  customerId: 2,
  name,
  url: 'https://his.example.org/hook',
  dataTypes: ['patientAdt'],
  events: [],
  secretHint: 'whsec_••••abcd',
  maxRetries: 5,
  state,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('data push page', { timeout: 120_000 }, () => {
  it('sends a test, rotates the secret showing it once, and offers only the actions a state allows', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['dataPush'], query.get('appKey')),
      'GET /console/api/v1/dataPushTargets': () => ({
        list: [target(1, 'HIS 接口', 'normal'), target(2, '旧网关', 'disabled')],
        total: 2,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/dataPushTargets/1/sendTest': () => ({ id: 9, messageId: 'msg_x' }),
      'POST /console/api/v1/dataPushTargets/1/rotateSecret': () => ({
        secret: 'whsec_NEWSECRETNEWSECRETNEWSECRETNEWSECRETNEWSEC=',
        secretHint: 'whsec_••••SEC=',
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/setting/dataPush', user: {} });

    const row = (await screen.findByText('HIS 接口', {}, { timeout: 15_000 })).closest('tr')!;
    const disabled = screen.getByText('旧网关').closest('tr')!;
    expect(within(disabled).queryByRole('button', { name: 'Send test' })).toBeNull();
    expect(within(disabled).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Enable' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/console/api/v1/dataPushTargets/1/sendTest')).toBe(true),
    );
    expect(await screen.findByText('Test delivery queued')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Rotate secret' }));
    // Asked first: the receiver must change its secret too.
    await user.click(await screen.findByRole('button', { name: /OK|Confirm/ }));
    expect(await screen.findByText('whsec_NEWSECRETNEWSECRETNEWSECRETNEWSECRETNEWSEC=')).toBeTruthy();
  });
});
