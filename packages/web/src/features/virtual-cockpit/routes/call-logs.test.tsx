import type { CallRealtimeEvent, RealtimeEvent } from '@console/contract/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const call = (id: number, extra: Partial<CallRealtimeEvent['call']> = {}) => ({
  id,
  customerId: 2,
  callerId: 11,
  calleeId: 12,
  groupId: 3,
  state: 'calling',
  applyTime: '2026-11-26T08:00:00.000Z',
  answerTime: null,
  startTime: null,
  endTime: null,
  duration: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  ...extra,
});
const page = (list: ReturnType<typeof call>[]) => ({
  list,
  total: list.length,
  page: 1,
  size: 20,
  names: {
    deviceAccounts: { '11': 'Bay one', '12': 'Ambulance two' },
    callGroups: { '3': 'Emergency command' },
  },
});
const event = (c: ReturnType<typeof call>): RealtimeEvent => {
  const { customerId, createdAt: _createdAt, ...rest } = c;
  return { type: 'call', customerId, call: rest as CallRealtimeEvent['call'] };
};

describe('call log page', { timeout: 120_000 }, () => {
  it('moves a listed call in place as it goes on, and reads the log again for a new call', async () => {
    let listener: ((event: RealtimeEvent) => void) | undefined;
    vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
      if (topic === 'calls') listener = onEvent;
      return () => undefined;
    });
    let rows = [call(1)];
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['mcVirtualCockpit', 'vcCallLogHistory'], query.get('appKey')),
      'GET /console/api/v1/callLogs': () => page(rows),
      // the search form's pickers and the company column
      'GET /console/api/v1/deviceAccounts': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/callGroups': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/companies': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/companies/2': () => ({ id: 2, name: 'Demo hospital' }),
    });
    renderApp({ url: '/mcVirtualCockpit/vcCallLogHistory', user: {} });

    const row = (await screen.findByText('Bay one', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByText('Ambulance two')).toBeTruthy();
    expect(within(row).getByTestId('call-state').dataset.state).toBe('calling');
    expect(within(row).getByText('Calling')).toBeTruthy();
    await waitFor(() => expect(listener).toBeDefined());
    const reads = () => api.calls.filter((c) => c.path === '/console/api/v1/callLogs').length;
    const before = reads();

    act(() =>
      listener!(
        event(
          call(1, {
            state: 'finish',
            answerTime: '2026-11-26T08:00:03.000Z',
            startTime: '2026-11-26T08:00:04.000Z',
            endTime: '2026-11-26T08:00:46.000Z',
            duration: 42,
          }),
        ),
      ),
    );
    await waitFor(() => expect(within(row).getByTestId('call-state').dataset.state).toBe('finish'));
    expect(within(row).getByText('Finished')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();
    // patched in place: no new request
    expect(reads()).toBe(before);

    // A call no page holds yet: the log is read again and shows it.
    rows = [call(2, { callerId: 12, calleeId: 11, applyTime: '2026-11-26T08:05:00.000Z' }), rows[0]!];
    act(() => listener!(event(rows[0]!)));
    await waitFor(() => expect(screen.getAllByTestId('call-state')).toHaveLength(2));
    expect(reads()).toBe(before + 1);
  });
});
