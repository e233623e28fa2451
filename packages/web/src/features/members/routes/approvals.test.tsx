import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const request = {
  id: 31,
  customerId: 5,
  account: '13800002001',
  realName: '刘洋',
  phone: '13800002001',
  email: null,
  remark: '患者家属',
  status: 'pending',
  reason: null,
  memberId: null,
  decidedBy: null,
  decidedAt: null,
  expiresAt: '2026-11-29T00:00:00.000Z',
  createdAt: '2026-11-22T00:00:00.000Z',
};
const meet = (data: object) => ({ resultnum: '0000', resultmeesage: 'success', ...data });

describe('member approvals', { timeout: 60_000 }, () => {
  it('lists requests by state and rejects one only with a reason', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => [],
      'GET /accountServer/api/v1/menu/user/tree': () => [
        menuNode('/device', 'device', {
          children: [
            menuNode('memberManage', 'memberManage', {
              children: [menuNode('approvalManage', 'memberApprovalManage', { hidden: true })],
            }),
          ],
        }),
      ],
      'POST /platformMeet/V4.2/member/getApprovalList': (call) => {
        const { status } = call.body as { status: string };
        return meet({
          list: status === 'pending' ? [request] : [],
          total: status === 'pending' ? 1 : 0,
          page: 1,
          size: 20,
        });
      },
      'GET /console/api/v1/companies/5': () => ({ id: 5, name: '演示医院' }),
      'POST /platformMeet/V4.2/member/updateApprovalMember': (call) =>
        meet({ data: { ...request, status: 'rejected', reason: (call.body as { reason: string }).reason } }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/memberManage/approvalManage', user: {} });

    expect(await screen.findByText('演示医院', undefined, { timeout: 15_000 })).toBeTruthy();
    const row = (await screen.findByText('13800002001', undefined, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Reject the request of “刘洋”');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for the rejection')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('updateApprovalMember'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason for rejection'), '非本院家属');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('updateApprovalMember'))?.body).toEqual({
        id: 31,
        status: 'rejected',
        reason: '非本院家属',
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    expect(await screen.findByText('No expired requests')).toBeTruthy();
    expect(currentPath()).toBe('/device/memberManage/approvalManage?status=expired');
  });
});
