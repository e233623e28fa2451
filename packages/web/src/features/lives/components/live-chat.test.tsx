import type { LiveChatMessage, LiveChatStatus } from '@console/contract/live-chat';
import type { RealtimeEvent } from '@console/contract/realtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChat } from './live-chat';
import { LiveInfoTab } from './live-info-tab';
import { openLivePage } from './open-in-new-tab';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { realtime } from '@/lib/realtime';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

/** The viewer's chat panel: joining with the live password, sending under audit, a ban, live lines. */
const BASE = '/console/api/v1/lives/7';
const status = (over: Partial<LiveChatStatus> = {}): LiveChatStatus => ({
  liveId: 7,
  status: 'inProgress',
  audit: false,
  checkIn: false,
  passwordRequired: false,
  publicLive: false,
  liveType: 'public',
  joined: true,
  checkedInAt: null,
  banned: false,
  auditor: false,
  online: { accounts: 2, devices: 1 },
  ...over,
});
const line = (id: number, text: string, state: LiveChatMessage['state'] = 'visible'): LiveChatMessage => ({
  id,
  liveId: 7,
  senderKind: 'account',
  senderId: 1,
  senderName: 'nurse1',
  text,
  state,
  createdAt: '2026-11-26T10:00:00.000Z',
});

let listeners: Map<string, (event: RealtimeEvent) => void>;
beforeEach(() => {
  initI18n('en', en);
  listeners = new Map();
  vi.spyOn(realtime, 'subscribe').mockImplementation((topic, onEvent) => {
    listeners.set(topic, onEvent);
    return () => listeners.delete(topic);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderChat(ui = <LiveChat id={7} />) {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

describe('LiveChat', () => {
  it('asks for the live password, shows the server’s refusal, and listens only once joined', async () => {
    let joined = false;
    const api = mockApi({
      [`GET ${BASE}/chat/status`]: () => status({ joined, passwordRequired: true }),
      [`POST ${BASE}/join`]: (call) => {
        if ((call.body as { password?: string }).password !== 'right')
          return { retCode: '403001', errInfo: 'Wrong live password', errKey: 'error.livePassword' };
        joined = true;
        return status({ joined: true, passwordRequired: true });
      },
      [`GET ${BASE}/chat`]: () => [line(1, 'welcome')],
    });
    renderChat();
    const password = await screen.findByLabelText('Live password');
    expect(listeners.has('live:7')).toBe(false);
    await userEvent.type(password, 'wrong{Enter}');
    expect(await screen.findByText('Wrong live password')).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, 'right{Enter}');
    expect(await screen.findByText('welcome')).toBeTruthy();
    expect(listeners.has('live:7')).toBe(true);
    expect(api.calls.filter((c) => c.path === `${BASE}/join`).map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
  });

  it('sends a trimmed line, says it waits for review under audit, and shows lines as they arrive', async () => {
    let lines = [line(1, 'first')];
    const api = mockApi({
      [`GET ${BASE}/chat/status`]: () => status({ audit: true }),
      [`GET ${BASE}/chat`]: () => lines,
      [`POST ${BASE}/chat`]: (call) => line(2, (call.body as { text: string }).text, 'pending'),
    });
    renderChat();
    expect(await screen.findByText('first')).toBeTruthy();
    expect(screen.getByText('Chat moderated')).toBeTruthy();
    expect(screen.getByTestId('live-online-count').textContent).toBe('Online: 2 accounts · 1 devices');
    const input = screen.getByLabelText('Chat message');
    await userEvent.type(input, '  hello  {Enter}');
    expect(await screen.findByText('Sent: it shows once approved')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'hello' });
    expect((input as HTMLInputElement).value).toBe('');
    // an approved line arrives over the socket: the list is read again
    lines = [line(1, 'first'), line(2, 'hello')];
    listeners.get('live:7')!({
      type: 'live',
      customerId: 1,
      liveId: 7,
      audit: false,
      change: 'message',
      message: line(2, 'hello'),
    });
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('tells a banned viewer so and offers no input', async () => {
    mockApi({
      [`GET ${BASE}/chat/status`]: () => status({ banned: true }),
      [`GET ${BASE}/chat`]: () => [],
    });
    renderChat();
    expect(await screen.findByText('You have been banned from chatting in this live stream')).toBeTruthy();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Chat message')).toBeNull());
  });

  it('checks in once when the stream asks for it', async () => {
    mockApi({
      [`GET ${BASE}/chat/status`]: () => status({ checkIn: true }),
      [`GET ${BASE}/chat`]: () => [],
      [`POST ${BASE}/checkIn`]: () => status({ checkIn: true, checkedInAt: '2026-11-26T10:05:00.000Z' }),
    });
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/^Checked in /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('shows the stream’s viewing rules (whether there is a password, never the password)', async () => {
    mockApi({
      [`GET ${BASE}/chat/status`]: () =>
        status({ auditor: true, passwordRequired: true, publicLive: true, liveType: 'network' }),
      [`GET ${BASE}/chat`]: () => [],
    });
    renderChat(<LiveInfoTab id={7} />);
    const rules = await screen.findByTestId('live-access');
    expect(rules.textContent).toContain('Live password requiredYes');
    expect(rules.textContent).toContain('Any terminal of the network');
  });

  it('opens the chat audit page in a new browser tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openLivePage('liveChatAudit', 7);
    openLivePage('liveOnline', 7);
    expect(open.mock.calls).toEqual([
      ['/web/live/liveManage/chatAudit/7', '_blank', 'noopener'],
      ['/web/live/liveManage/online/7', '_blank', 'noopener'],
    ]);
  });
});
