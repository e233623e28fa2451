import type { RealtimeEvent } from '@console/contract/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  { id: 4, key: 'icu', name: 'ICU探视', english: 'ICU visitation', aloneMenuManage: 1 },
];
const visit = (id: number, state: string, familyName: string) => ({
  id,
  customerId: 2,
  registrationId: 1,
  patientName: '张三',
  wardId: null,
  bedId: null,
  familyName,
  visitType: 'video',
  startsAt: '2026-11-30T01:00:00.000Z',
  startedAt: null,
  endedAt: null,
  state,
  reason: null,
  code: '123456',
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('ICU visits', { timeout: 120_000 }, () => {
  it('offers only the actions a row’s state allows and follows visit events without a reload', async () => {
    let listener: ((event: RealtimeEvent) => void) | undefined;
    vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
      if (topic === 'visits') listener = onEvent;
      return () => undefined;
    });
    let state = 'nostart';
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['icuVisitManage'], query.get('appKey')),
      'GET /console/api/v1/visits': () => ({
        list: [visit(1, state, '张伟'), visit(2, 'finished', '王芳')],
        total: 2,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/visits/1/checkIn': () => {
        state = 'wait';
        return visit(1, 'wait', '张伟');
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/icu/visitManage', user: {} });

    const row = (await screen.findByText('张伟', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('Not checked in')).toBeTruthy();
    const finished = screen.getByText('王芳').closest('tr')!;
    expect(within(finished).queryByRole('button', { name: 'Check in' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/console/api/v1/visits/1/checkIn')).toBe(true),
    );
    expect(await within(screen.getByText('张伟').closest('tr')!).findByText('Waiting')).toBeTruthy();

    // The terminals start the visit elsewhere: the list follows the event.
    state = 'doing';
    const lists = api.calls.filter((c) => c.path === '/console/api/v1/visits').length;
    expect(listener).toBeDefined();
    listener!({ type: 'visit', customerId: 2, visit: { id: 1, wardId: 1, state: 'doing' } });
    expect(await within(screen.getByText('张伟').closest('tr')!).findByText('Visiting')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/console/api/v1/visits').length).toBeGreaterThan(lists);
  });
});
