import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BedCamera } from './bed-camera';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en } from '@/testing/strings';

/**
 * The bed screen's camera panel: the still with its time, refresh and auto-refresh, and its
 * loading, no-camera and failure states.
 */
const STILL_PATH = '/console/api/v1/beds/71/camera/snapshot';
const TAKEN_AT = '2026-11-26T03:00:00.000Z';

let urls = 0;
beforeEach(async () => {
  await initI18n('en', en);
  urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:still-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const jpeg = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
    headers: { 'content-type': 'image/jpeg', 'x-taken-at': TAKEN_AT },
  });
const failure = (status: number, errKey: string, errInfo: string) =>
  new Response(JSON.stringify({ retCode: status === 404 ? '404001' : '503001', errKey, errInfo }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderCamera() {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <QueryClientProvider client={createQueryClient()}>
          <BedCamera bedId={71} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

describe('BedCamera', () => {
  it('shows a loading state, then the still with its time; refresh takes a new one', async () => {
    let answer: (response: Response) => void = () => {};
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderCamera();
    expect(await screen.findByText('Taking a still…')).toBeTruthy();
    act(() => answer(jpeg()));
    const image = await screen.findByRole('img', { name: 'Still of the bed camera' });
    expect(image.getAttribute('src')).toBe('blob:still-1');
    expect(screen.getByText(/^Taken at 2026-11-26/)).toBeTruthy();
    expect(String(spy.mock.calls[0]![0])).toContain(STILL_PATH);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    act(() => answer(jpeg()));
    await waitFor(() => expect(image.getAttribute('src')).toBe('blob:still-2'));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:still-1');
  });

  it('asks again every 10 s on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [`GET ${STILL_PATH}`]: () => jpeg() });
    renderCamera();
    await screen.findByRole('img', { name: 'Still of the bed camera' });
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it('says there is no camera at this bed, without a refresh button', async () => {
    mockApi({
      [`GET ${STILL_PATH}`]: () => failure(404, 'error.noCamera', 'There is no camera at this bed'),
    });
    renderCamera();
    expect(await screen.findByText('No camera at this bed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Still of the bed camera' })).toBeNull();
  });

  it('says why when the camera did not answer, and keeps the refresh button', async () => {
    mockApi({
      [`GET ${STILL_PATH}`]: () => failure(504, 'error.cameraNoAnswer', 'The camera did not answer'),
    });
    renderCamera();
    expect(await screen.findByText('No still could be taken')).toBeTruthy();
    expect(screen.getByText('The camera did not answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
