import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  { id: 4, key: 'icu', name: 'ICU探视', english: 'ICU visitation', aloneMenuManage: 1 },
];
const registration = (id: number, familyName: string, state: string, reason: string | null = null) => ({
  id,
  customerId: 2,
  patientId: 1,
  familyName,
  familyPhone: '13800138000',
  relation: 'child',
  state,
  reason,
  decidedAt: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('ICU registrations', { timeout: 120_000 }, () => {
  it('approves after a confirmation and rejects only with a reason; decided ones offer neither', async () => {
    let rows = [
      registration(1, '张伟', 'pending'),
      registration(2, '王芳', 'pending'),
      registration(3, '李雷', 'approved'),
    ];
    const decide = (id: number, state: string, reason: string | null = null) => {
      rows = rows.map((r) => (r.id === id ? { ...r, state, reason } : r));
      return rows.find((r) => r.id === id);
    };
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['icuRegisterRecord'], query.get('appKey')),
      'GET /console/api/v1/visitRegistrations': () => ({ list: rows, total: rows.length, page: 1, size: 20 }),
      'GET /console/api/v1/patients': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'POST /console/api/v1/visitRegistrations/1/approve': () => decide(1, 'approved'),
      'POST /console/api/v1/visitRegistrations/2/reject': ({ body }) =>
        decide(2, 'rejected', (body as { reason: string }).reason),
    });
    const user = userEvent.setup();
    renderApp({ url: '/icu/registerRecord', user: {} });
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('张伟', {}, { timeout: 30_000 });
    expect(within(rowOf('张伟')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('李雷')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('李雷')).queryByRole('button', { name: 'Reject' })).toBeNull();

    await user.click(within(rowOf('张伟')).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText(/The family can then book visits/).length).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(rowOf('张伟')).getByText('Approved')).toBeTruthy());

    await user.click(within(rowOf('王芳')).getByRole('button', { name: 'Reject' }));
    const dialog = (
      await screen.findByText('Reject 王芳’s registration', {}, { timeout: 15_000 })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for the rejection')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), 'x'.repeat(201));
    // The field stops at 200 characters, as the server does.
    expect(
      (within(dialog).getByRole('textbox', { name: 'Reason for rejection' }) as HTMLTextAreaElement).value,
    ).toHaveLength(200);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), '患者病情不稳定');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/2/reject'))?.body).toEqual({ reason: '患者病情不稳定' }),
    );
    await waitFor(() => expect(within(rowOf('王芳')).getByText('Rejected')).toBeTruthy());
    expect(within(rowOf('王芳')).getByText('患者病情不稳定')).toBeTruthy();
  });
});
