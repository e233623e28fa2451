import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveAddresses } from './live-addresses';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

/** A live stream's addresses: no stream server, off air with its addresses, a new key, on air. */
const ADDRESSES = '/console/api/v1/lives/5/addresses';
const PUSH = 'rtmp://127.0.0.1:1935/live/l0123456789abcdef0123?key=00112233445566778899aabbccddeeff';
const PLAY = 'http://127.0.0.1:8088/hls/l0123456789abcdef0123.m3u8';

beforeEach(() => initI18n('en', en));
afterEach(() => vi.restoreAllMocks());

function renderAddresses(status = 'inProgress') {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <QueryClientProvider client={createQueryClient()}>
          <LiveAddresses id={5} status={status} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

describe('LiveAddresses', () => {
  it('says that no stream server is configured, naming what to set', async () => {
    mockApi({
      [`GET ${ADDRESSES}`]: () => ({ configured: false, pushUrl: null, playUrl: null, publishing: false }),
    });
    renderAddresses('notStarted');
    expect(await screen.findByText('No stream server is configured')).toBeTruthy();
    expect(screen.getByText(/LIVE_RTMP_URL/)).toBeTruthy();
  });

  it('shows the push and play addresses off air, and a new key replaces the push address', async () => {
    const renewed = PUSH.replace(/key=\w+/, 'key=ffeeddccbbaa99887766554433221100');
    const api = mockApi({
      [`GET ${ADDRESSES}`]: () => ({ configured: true, pushUrl: PUSH, playUrl: PLAY, publishing: false }),
      'POST /console/api/v1/lives/5/streamKey': () => ({
        configured: true,
        pushUrl: renewed,
        playUrl: PLAY,
        publishing: false,
      }),
    });
    const user = userEvent.setup();
    renderAddresses();
    expect(await screen.findByText(PUSH)).toBeTruthy();
    expect(screen.getByText(PLAY)).toBeTruthy();
    expect(screen.getByText('Not on air')).toBeTruthy();
    expect(screen.queryByTestId('live-player')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New stream key' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(renewed)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the stream on air with its player', async () => {
    mockApi({
      [`GET ${ADDRESSES}`]: () => ({ configured: true, pushUrl: PUSH, playUrl: PLAY, publishing: true }),
    });
    renderAddresses();
    expect(await screen.findByText('On air')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-player')).toBeTruthy());
  });
});
