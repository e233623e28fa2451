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
const gateway = {
  id: 7,
  customerId: 2,
  name: '院内小程序网关',
  ip: '10.20.1.15',
  codeRule: 'totp6',
  enabled: true,
  auditBinding: true,
  permissions: ['meeting'],
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};

describe('gateways page', { timeout: 120_000 }, () => {
  it('refreshes the service code in the form and saves it with the gateway', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['gatewayManage'], query.get('appKey')),
      'GET /console/api/v1/gateways': () => ({ list: [gateway], total: 1, page: 1, size: 20 }),
      'POST /console/api/v1/gateways/serviceCode': () => ({
        code: '482913',
        token: 'v1:sealed',
        validUntil: '2026-11-25T10:30:00.000Z',
      }),
      'POST /console/api/v1/gateways': () => ({ ...gateway, id: 8, name: '家属探视网关' }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/gateway/gatewayManage', user: {} });

    const row = (await screen.findByText('院内小程序网关', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Enable' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Create$/ }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await user.type(within(drawer).getByLabelText('Name'), '家属探视网关');
    await user.type(within(drawer).getByLabelText('IP address'), '10.20.1.16');
    expect(within(drawer).getByText('Not fetched')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: /Refresh code/ }));
    expect(await within(drawer).findByText('482913')).toBeTruthy();
    expect(within(drawer).getByText(/^Valid until \d\d:\d\d$/)).toBeTruthy();
    const asked = api.calls.find((c) => c.path === '/console/api/v1/gateways/serviceCode');
    expect(asked?.body).toEqual({ codeRule: 'totp6' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'POST' && c.path === '/console/api/v1/gateways')?.body,
      ).toMatchObject({
        name: '家属探视网关',
        ip: '10.20.1.16',
        serviceCode: { code: '482913', token: 'v1:sealed' },
      }),
    );
  });
});
