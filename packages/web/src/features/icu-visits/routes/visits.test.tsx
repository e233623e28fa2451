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
  reason: null as string | null,
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

    const row = (await screen.findByText('张伟', {}, { timeout: 30_000 })).closest('tr')!;
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

  it('marks an exception only with a reason, and shows the reason on the row', async () => {
    let row = visit(3, 'doing', '李雷');
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['icuVisitManage'], query.get('appKey')),
      'GET /console/api/v1/visits': () => ({ list: [row], total: 1, page: 1, size: 20 }),
      'POST /console/api/v1/visits/3/exception': ({ body }) => {
        row = { ...visit(3, 'exception', '李雷'), reason: (body as { reason: string }).reason };
        return row;
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/icu/visitManage', user: {} });
    const tr = (await screen.findByText('李雷', {}, { timeout: 30_000 })).closest('tr')!;
    await user.click(within(tr).getByRole('button', { name: 'Mark exception' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark exception' }));
    expect(await within(dialog).findByText('Give the reason for the exception')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/exception'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  终端断网  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark exception' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/exception'))?.body).toEqual({ reason: '终端断网' }),
    );
    const after = (await screen.findByText('终端断网')).closest('tr')!;
    expect(within(after).getByText('Exception')).toBeTruthy();
  });

  it('books a visit in a free slot: days outside the window and exception dates disabled, full slots disabled', async () => {
    try {
      const slot = (hhmm: string, end: string, remaining: number, refusal: string | null) => ({
        startsAt: new Date(`2026-11-30T${hhmm}:00+08:00`).toISOString(),
        endsAt: new Date(`2026-11-30T${end}:00+08:00`).toISOString(),
        capacity: 2,
        remaining,
        refusal,
      });
      const api = mockApi({
        'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
        'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
        'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
          catalogueMenuTree(['icuVisitManage'], query.get('appKey')),
        'GET /console/api/v1/visits': () => ({ list: [], total: 0, page: 1, size: 20 }),
        'GET /console/api/v1/visitRegistrations': () => ({
          list: [{ id: 7, customerId: 2, patientId: 1, familyName: '张伟', state: 'approved' }],
          total: 1,
          page: 1,
          size: 20,
        }),
        'GET /console/api/v1/visits/slots': ({ query }) => ({
          wardId: 1,
          firstDate: '2026-11-30',
          lastDate: '2026-12-03',
          exceptionDates: ['2026-12-02'],
          weekdays: [1, 3, 4],
          date: query.get('date'),
          slots:
            query.get('date') === '2026-11-30'
              ? [
                  slot('08:00', '08:30', 2, 'window'),
                  slot('09:00', '09:30', 0, 'full'),
                  slot('14:00', '14:30', 1, null),
                ]
              : [],
        }),
        'POST /console/api/v1/visits': ({ body }) => ({ id: 9, ...(body as object) }),
      });
      const user = userEvent.setup();
      renderApp({ url: '/icu/visitManage', user: {} });
      await user.click(await screen.findByRole('button', { name: /Create$/ }, { timeout: 30_000 }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Choose a registration and a date first')).toBeTruthy();
      await user.click(within(dialog).getByRole('combobox', { name: 'Registration (approved)' }));
      await user.click(await screen.findByTitle('张伟 (#7)', {}, { timeout: 5000 }));
      await waitFor(() =>
        expect(
          api.calls.find((c) => c.path === '/console/api/v1/visitRegistrations')?.query.get('state'),
        ).toBe('approved'),
      );
      // Only the date is faked, once the page is up: the picker opens on "today".
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-30T01:00:00Z'));
      const date = within(dialog).getByRole('textbox', { name: 'Date' });
      await waitFor(() => expect(date.hasAttribute('disabled')).toBe(false));
      await user.click(date);
      const cell = (day: string) => document.querySelector(`td[title="${day}"]`)!;
      await waitFor(() => expect(cell('2026-11-30')).toBeTruthy());
      const disabled = (day: string) => cell(day).classList.contains('ant-picker-cell-disabled');
      expect(disabled('2026-11-29')).toBe(true); // before the window
      expect(disabled('2026-11-30')).toBe(false);
      expect(disabled('2026-12-01')).toBe(true); // Tuesday: no periods
      expect(disabled('2026-12-02')).toBe(true); // exception date
      expect(disabled('2026-12-03')).toBe(false);
      expect(disabled('2026-12-07')).toBe(true); // past the window
      await user.click(cell('2026-11-30').querySelector('div')!);

      const free = await within(dialog).findByRole('radio', { name: '14:00–14:30 (1 left)' });
      expect(
        within(dialog)
          .getByRole('radio', { name: /09:00–09:30 \(0 left\) · Full/ })
          .hasAttribute('disabled'),
      ).toBe(true);
      expect(
        within(dialog)
          .getByRole('radio', { name: /08:00–08:30 \(2 left\) · Not bookable now/ })
          .hasAttribute('disabled'),
      ).toBe(true);
      await user.click(free);
      await user.click(within(dialog).getByRole('button', { name: 'Book' }));
      await waitFor(() =>
        expect(
          api.calls.find((c) => c.method === 'POST' && c.path === '/console/api/v1/visits')?.body,
        ).toEqual({
          registrationId: 7,
          visitType: 'video',
          startsAt: new Date('2026-11-30T14:00:00+08:00').toISOString(),
        }),
      );
      expect(await screen.findByText('Visit booked')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
