import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { fillIn } from '@/testing/fill-in';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  { id: 9, key: 'monitor', name: '终端监控', english: 'Terminal monitoring', aloneMenuManage: 1 },
];
const defaults = {
  tilesPerPage: 4,
  rotationSeconds: null,
  stream: 'main',
  showOffline: true,
  addressTemplate: null,
  companyPollingSeconds: 12,
  effectiveRotationSeconds: 12,
  updatedAt: null,
};

describe('terminal stream settings', { timeout: 120_000 }, () => {
  it('checks the rotation and the address template like the server, then saves what changed', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['terminalStreamSetting'], query.get('appKey')),
      'GET /console/api/v1/terminalStreamSettings': () => defaults,
      'PUT /console/api/v1/terminalStreamSettings': (call) => ({
        ...defaults,
        ...(call.body as object),
        updatedAt: '2026-11-23T00:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/terminalMonitor/terminalStreamSetting', user: {} });

    expect(
      await screen.findByText("The company's polling play seconds: 12 s", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: "Rotate by the company's polling play seconds" }));
    const seconds = await screen.findByRole('spinbutton', { name: 'Seconds per page' });
    await user.clear(seconds);
    await user.type(seconds, '3');
    await user.click(screen.getByText('9 per page'));
    await fillIn(user, screen.getByRole('textbox', { name: 'Stream address template' }), 'live/{account}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seconds per page is below the minimum')).toBeTruthy();
    expect(await screen.findByText(/Enter a stream address starting with rtmp:\/\//)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(seconds);
    await user.type(seconds, '20');
    const template = screen.getByRole('textbox', { name: 'Stream address template' });
    await fillIn(user, template, 'rtmp://media.example/live/{account}_{stream}');
    expect(await screen.findByText('rtmp://media.example/live/8001001_main')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      tilesPerPage: 9,
      rotationSeconds: 20,
      stream: 'main',
      showOffline: true,
      addressTemplate: 'rtmp://media.example/live/{account}_{stream}',
    });
  });
});
