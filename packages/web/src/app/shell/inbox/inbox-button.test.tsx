import type { RealtimeEvent } from '@console/contract/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '@/lib/realtime';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
// A page the catalogue does not know renders the placeholder: no requests of its own.
const menu = [
  menuNode('/tools', 'tools', {
    titleEn: 'Tools',
    children: [menuNode('alpha', 'alphaTool', { titleEn: 'Alpha tool' })],
  }),
];
const notice = (id: number, readAt: string | null) => ({
  id,
  title: `Parents' evening ${id}`,
  content: 'Friday at three in the hall.',
  type: 'notice',
  sentAt: '2026-11-26T08:00:00.000Z',
  readAt,
});

function signedInAs(userType: number, inbox: () => unknown) {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo({ id: 42, userType }),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': () => menu,
    'GET /console/api/v1/schoolInbox': inbox,
    'POST /console/api/v1/schoolInbox/5/read': () => ({ unread: 0 }),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('member inbox', { timeout: 60_000 }, () => {
  it('shows the unread count, opens a notification whole, marks it read and hears new ones live', async () => {
    const user = userEvent.setup();
    let listener: ((event: RealtimeEvent) => void) | undefined;
    let topic = '';
    vi.spyOn(realtime, 'subscribe').mockImplementation((name, onEvent) => {
      topic = name;
      listener = onEvent;
      return () => undefined;
    });
    let read = false;
    const api = signedInAs(3, () => ({
      list: [notice(5, read ? '2026-11-26T09:00:00.000Z' : null), notice(4, '2026-11-25T09:00:00.000Z')],
      unread: read ? 0 : 1,
    }));
    renderApp({ url: '/tools/alpha', user: { userType: 3 } });

    const bell = await screen.findByRole('button', { name: 'My notifications' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByText('1 unread')).toBeTruthy());
    expect(topic).toBe('inbox:42');
    await user.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'My notifications' });
    const items = within(drawer).getAllByTestId('inbox-item');
    expect(items).toHaveLength(2);
    read = true;
    await user.click(within(items[0]!).getByRole('button', { name: 'Open' }));
    const body = await screen.findByText('Friday at three in the hall.');
    const modal = body.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(modal).getByText("Parents' evening 5")).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/schoolInbox/5/read'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getByText('0 unread')).toBeTruthy());

    // A notification sent now reads the inbox again.
    const reads = api.calls.filter((c) => c.path === '/console/api/v1/schoolInbox').length;
    listener!({ type: 'inbox', customerId: 1, userId: 42, messageId: 6 });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/console/api/v1/schoolInbox').length).toBeGreaterThan(reads),
    );
  });

  it('is not there for anyone but a member, who alone is sent notifications', async () => {
    const inbox = vi.fn(() => ({ list: [], unread: 0 }));
    signedInAs(1, inbox);
    renderApp({ url: '/tools/alpha', user: {} });
    expect(await screen.findByRole('heading', { name: 'Alpha tool' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My notifications' })).toBeNull();
    expect(inbox).not.toHaveBeenCalled();
  });
});
