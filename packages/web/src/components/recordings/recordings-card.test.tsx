import type { LiveRecording } from '@console/contract/resources/lives';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingsCard } from './recordings-card';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

/** A stream's or room's recordings: convert only after the end, its progress, then the video it made. */
const RECORDINGS = '/console/api/v1/lives/5/recordings';
const CONVERT = '/console/api/v1/lives/5/recordings/9/convert';
const ROOM_RECORDINGS = '/console/api/v1/rooms/5/recordings';

const recording = (over: Partial<LiveRecording> = {}): LiveRecording => ({
  id: 9,
  liveId: 5,
  sessionId: 3,
  state: 'ready',
  reason: null,
  detail: null,
  size: 2 * 1024 * 1024,
  progress: null,
  vodVideoId: null,
  videoUrl: null,
  startedAt: '2026-11-26T08:00:00.000Z',
  endedAt: '2026-11-26T08:30:00.000Z',
  purgedAt: null,
  ...over,
});

beforeEach(() => initI18n('en', en));
afterEach(() => vi.restoreAllMocks());

function renderRecordings(status: string, record = true, kind: 'lives' | 'rooms' = 'lives') {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <RecordingsCard kind={kind} id={5} status={status} record={record} />
          </MemoryRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

describe('RecordingsCard', () => {
  it('says when the server does not record, and when the stream is not recorded', async () => {
    mockApi({ [`GET ${RECORDINGS}`]: () => ({ recordingConfigured: false, recordings: [] }) });
    renderRecordings('notStarted');
    expect(await screen.findByText('Recording is not configured')).toBeTruthy();
    expect(screen.getByText(/LIVE_RECORD_DIR/)).toBeTruthy();
  });

  it('offers "convert to VOD" only once the stream has ended', async () => {
    mockApi({ [`GET ${RECORDINGS}`]: () => ({ recordingConfigured: true, recordings: [recording()] }) });
    renderRecordings('inProgress');
    const button = await screen.findByRole('button', { name: 'Convert to VOD' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('2 MB')).toBeTruthy();
  });

  it("converts an ended stream's recording, shows its progress, then links its video", async () => {
    let state: LiveRecording = recording();
    const api = mockApi({
      [`GET ${RECORDINGS}`]: () => ({ recordingConfigured: true, recordings: [state] }),
      [`POST ${CONVERT}`]: () => {
        state = recording({ state: 'converting', progress: 40 });
        return state;
      },
      // the category picker asks for the company's categories when opened
      'GET /console/api/v1/vodCategories': () => ({ list: [], total: 0 }),
    });
    const user = userEvent.setup();
    renderRecordings('ended');
    await user.click(await screen.findByRole('button', { name: 'Convert to VOD' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Converting again gives the same video');
    const ok = screen.getAllByRole('button', { name: 'Convert to VOD' }).at(-1)!;
    await user.click(ok);
    await waitFor(() => expect(screen.getByTestId('recording-state-9').textContent).toBe('Converting'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([[CONVERT, {}]]);

    state = recording({ state: 'converted', progress: 100, vodVideoId: 77 });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the video' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByRole('link', { name: 'Open the video' }).getAttribute('href')).toBe(
      '/vod/videoListInfo?id=77',
    );
  });

  it('shows why a recording is back to ready after the stream server restarted', async () => {
    mockApi({
      [`GET ${RECORDINGS}`]: () => ({
        recordingConfigured: true,
        recordings: [recording({ reason: 'serverRestart' })],
      }),
    });
    renderRecordings('ended');
    expect(await screen.findByText('The stream server restarted: the recording stops there')).toBeTruthy();
  });

  it('says a meeting needs a stream server to be recorded', async () => {
    mockApi({ [`GET ${ROOM_RECORDINGS}`]: () => ({ recordingConfigured: false, recordings: [] }) });
    renderRecordings('notStarted', true, 'rooms');
    expect(await screen.findByText('Recording a meeting needs a stream server')).toBeTruthy();
    expect(screen.getByText(/LIVE_RTMP_URL/)).toBeTruthy();
    expect(screen.getByTestId('room-recordings')).toBeTruthy();
  });

  it('offers converting a meeting’s recording only once the meeting has ended', async () => {
    mockApi({
      [`GET ${ROOM_RECORDINGS}`]: () => ({ recordingConfigured: true, recordings: [recording()] }),
    });
    renderRecordings('inProgress', true, 'rooms');
    const waiting = await screen.findByRole('button', { name: 'Convert to VOD' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
  });

  it('says when a meeting has no recording yet, or is not recorded', async () => {
    mockApi({ [`GET ${ROOM_RECORDINGS}`]: () => ({ recordingConfigured: true, recordings: [] }) });
    const { unmount } = renderRecordings('inProgress', true, 'rooms');
    expect(await screen.findByText(/No recording yet: the meeting is recorded once it starts/)).toBeTruthy();
    unmount();
    renderRecordings('notStarted', false, 'rooms');
    expect(await screen.findByText('This meeting room is not recorded (Record is off)')).toBeTruthy();
  });

  it('plays a converted recording in place', async () => {
    mockApi({
      [`GET ${ROOM_RECORDINGS}`]: () => ({
        recordingConfigured: true,
        recordings: [
          recording({ state: 'converted', progress: 100, vodVideoId: 77, videoUrl: '/files/v/77.mp4' }),
        ],
      }),
    });
    const user = userEvent.setup();
    renderRecordings('ended', true, 'rooms');
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const player = await screen.findByTestId('recording-player');
    expect(player.getAttribute('src')).toBe('/files/v/77.mp4');
    expect(screen.getByRole('link', { name: 'Open the video' }).getAttribute('href')).toBe(
      '/vod/videoListInfo?id=77',
    );
  });
});
