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
      // A hospital's administrator: the personal data tab is the company's own.
      'GET /accountServer/api/v1/sysUser/get': () =>
        userInfo({ userType: 2, customerId: 2, customerName: '人民医院' }),
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
        previousValidUntil: '2026-11-27T10:00:00.000Z',
      }),
      'POST /console/api/v1/dataPushTargets/1/recover': () => ({ count: 2 }),
      'GET /console/api/v1/dataPushFields': () => ({ fields: [] }),
      'PUT /console/api/v1/dataPushFields': ({ body }) => body,
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
    expect(screen.getByText(/signature with the old secret until/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    // Resend the failed deliveries since a time (a day ago by default).
    await user.click(within(row).getByRole('button', { name: 'Resend failed' }));
    const title = await screen.findByText('Resend the failed deliveries of “HIS 接口”');
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: 'Resend failed' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path === '/console/api/v1/dataPushTargets/1/recover')?.body,
      ).toMatchObject({
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    expect(await screen.findByText('Queued again: 2')).toBeTruthy();

    // Personal data: a field chosen is sent only after a confirmation.
    await user.click(screen.getByRole('tab', { name: 'Personal data' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Patient name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'PUT' && c.path === '/console/api/v1/dataPushFields')?.body,
      ).toEqual({
        fields: ['patientName'],
      }),
    );
  });
});
