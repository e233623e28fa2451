import type { StreamHealth } from '@console/contract/resources/lives';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, LiveHealth } from './live-health';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

const HEALTH = '/console/api/v1/lives/5/health';
const onAir: StreamHealth = {
  reachable: true,
  publishing: true,
  bitrateKbps: 850,
  frameRate: 25,
  width: 1280,
  height: 720,
  codec: 'H264',
  readers: 1,
  seconds: 75,
  clients: [
    { id: 2, address: '10.0.0.2', seconds: 75, publishing: true },
    { id: 8, address: '10.0.0.8', seconds: 12, publishing: false },
  ],
};

beforeEach(() => initI18n('en', en));
afterEach(() => vi.restoreAllMocks());

function renderHealth(status = 'inProgress') {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <QueryClientProvider client={createQueryClient()}>
          <LiveHealth id={5} status={status} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

describe('LiveHealth', () => {
  it('formats on-air time', () => {
    expect([formatSeconds(5), formatSeconds(75), formatSeconds(3725)]).toEqual(['0:05', '1:15', '1:02:05']);
  });

  it('shows bitrate, frame rate, resolution and readers; a reader can be kicked, the publisher not', async () => {
    const api = mockApi({
      [`GET ${HEALTH}`]: () => onAir,
      'POST /console/api/v1/lives/5/health/clients/8/drop': () => ({
        ...onAir,
        readers: 0,
        clients: onAir.clients.slice(0, 1),
      }),
    });
    const user = userEvent.setup();
    renderHealth();
    expect((await screen.findByTestId('live-health-bitrate')).textContent).toBe('850 kbit/s');
    expect(screen.getByText('25 fps')).toBeTruthy();
    expect(screen.getByText('1280×720 · H264')).toBeTruthy();
    expect(screen.getByTestId('live-health-readers').textContent).toBe('1');
    const rows = screen.getAllByRole('row');
    const publisherRow = rows.find((row) => row.textContent?.includes('10.0.0.2'))!;
    expect(within(publisherRow).queryByRole('button', { name: 'Kick' })).toBeNull();
    const readerRow = rows.find((row) => row.textContent?.includes('10.0.0.8'))!;
    await user.click(within(readerRow).getByRole('button', { name: 'Kick' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('live-health-readers').textContent).toBe('0'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/console/api/v1/lives/5/health/clients/8/drop',
    ]);
  });

  it('says when the stream server does not answer', async () => {
    mockApi({
      [`GET ${HEALTH}`]: () => ({
        ...onAir,
        reachable: false,
        publishing: false,
        bitrateKbps: null,
        clients: [],
      }),
    });
    renderHealth();
    expect(await screen.findByText('Stream server not answering')).toBeTruthy();
  });
});
