import type { LiveHealthPage, LiveHealthRow } from '@console/contract/resources/lives';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamHealthTable } from './stream-health-table';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

const row = (liveId: number, publishing: boolean): LiveHealthRow => ({
  liveId,
  name: `Ward round ${liveId}`,
  status: publishing ? 'inProgress' : 'notStarted',
  playUrl: null,
  reachable: true,
  publishing,
  bitrateKbps: publishing ? 1200 : null,
  frameRate: publishing ? 25 : null,
  width: publishing ? 1280 : null,
  height: publishing ? 720 : null,
  codec: publishing ? 'H264' : null,
  readers: publishing ? 3 : 0,
  seconds: publishing ? 65 : null,
  clients: [],
});
const page = (items: LiveHealthRow[]): LiveHealthPage => ({
  reachable: true,
  configured: true,
  pollingSeconds: 10,
  total: 12,
  items,
});

beforeEach(() => initI18n('en', en));
afterEach(() => vi.restoreAllMocks());

describe('StreamHealthTable', () => {
  it('lists the streams with their health, ten a page, and asks the server for the next page', async () => {
    const api = mockApi({
      'GET /console/api/v1/lives/health': ({ query }) =>
        query.get('page') === '2'
          ? page([row(11, false), row(12, false)])
          : page([row(1, true), row(2, false)]),
    });
    setToken('test-token');
    render(
      <ConfigProvider>
        <AntdApp>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter>
              <StreamHealthTable />
            </MemoryRouter>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>,
    );
    expect(await screen.findByText('Ward round 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1200 kbit/s')).toBeTruthy();
    expect(screen.getByText('1280×720')).toBeTruthy();
    expect(screen.getByText('1:05')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ward round 1' }).getAttribute('href')).toBe(
      '/live/liveManage/liveDetail/1',
    );
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Ward round 12')).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/console/api/v1/lives/health' && c.query.get('page') === '2'),
      ).toBe(true),
    );
  });
});
