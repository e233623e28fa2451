import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const account = {
  id: 5,
  customerId: 2,
  name: '医院家属服务号',
  originalId: 'gh_0123456789ab',
  appId: 'wx0123456789abcdef',
  appSecretHint: '••••k9Zq',
  tokenHint: '••••tokn',
  encodingAesKeyHint: null,
  type: 'service',
  verified: true,
  enabled: true,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};
const SECRET = 'Ab3dEf5hIj7lMn9pQr1tUv3xYz5bCd7f';

describe('official accounts page', { timeout: 120_000 }, () => {
  it('shows the AppSecret masked and sends a new one only when it is typed', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['mpAccount'], query.get('appKey')),
      'GET /console/api/v1/wechatAccounts': () => ({ list: [account], total: 1, page: 1, size: 20 }),
      'POST /console/api/v1/wechatAccounts': () => ({
        ...account,
        id: 6,
        name: '健康科普号',
        appSecretHint: `••••${SECRET.slice(-4)}`,
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/wechat/mpAccount', user: {} });

    const row = (await screen.findByText('医院家属服务号', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('••••k9Zq')).toBeTruthy();
    expect(within(row).getByText('Service account')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Message templates' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Disable' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Create$/ }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await user.type(within(drawer).getByLabelText('Name'), '健康科普号');
    await user.type(within(drawer).getByLabelText('Original id'), 'gh_abcdef012345');
    await user.type(within(drawer).getByLabelText('AppID'), 'wx_not_an_id');
    await user.type(within(drawer).getByLabelText('AppSecret'), SECRET);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The AppID is wx followed by 16 hexadecimal digits')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/wechatAccounts')).toBe(
      false,
    );

    const appId = within(drawer).getByLabelText('AppID');
    await user.clear(appId);
    await user.type(appId, 'wxabcdef0123456789');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const body = api.calls.find((c) => c.method === 'POST' && c.path === '/console/api/v1/wechatAccounts')
        ?.body as Record<string, unknown> | undefined;
      expect(body).toMatchObject({
        name: '健康科普号',
        originalId: 'gh_abcdef012345',
        appId: 'wxabcdef0123456789',
        appSecret: SECRET,
      });
      // The optional secrets left empty are not sent (an empty one would be refused).
      expect(body).not.toHaveProperty('token');
      expect(body).not.toHaveProperty('encodingAesKey');
    });
  });
});
