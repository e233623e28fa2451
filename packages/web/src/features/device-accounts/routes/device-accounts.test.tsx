import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const terminal = {
  id: 11,
  customerId: 5,
  account: '80000011',
  name: 'ICU-01',
  online: true,
  lastSeenAt: minutesAgo(3),
  screenCount: 2,
  deviceType: 'bedside',
  defaultMode: 'monitor',
  loginAccount: 't80000011',
  macAddress: '02:00:00:00:00:0B',
  modules: ['meeting', 'monitor'],
  enabled: true,
  autoJoin: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const session = {
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => [
    {
      id: 1,
      key: 'platform',
      name: '云平台管理',
      english: 'Cloud platform',
      aloneMenuManage: 1,
      appType: 'system',
    },
  ],
  'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['accounts']),
  'GET /console/api/v1/companies/5': () => ({ id: 5, name: '演示医院' }),
};

describe('device accounts', { timeout: 60_000 }, () => {
  it('lists terminals with their status and last seen, and disables one after confirmation', async () => {
    let enabled = true;
    const api = mockApi({
      ...session,
      'GET /console/api/v1/deviceAccounts': () => ({
        list: [{ ...terminal, enabled }],
        total: 1,
        page: 1,
        size: 20,
      }),
      'POST /console/api/v1/deviceAccounts/11/disable': () => {
        enabled = false;
        return { ...terminal, enabled };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts', user: {} });

    const row = (await screen.findByRole('link', { name: 'ICU-01' }, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText('3 minutes ago')).toBeTruthy();
    expect(within(row).getByText('Bedside terminal')).toBeTruthy();
    // the editor's path names the terminal, its tenant and its type (SPEC accounts/edit/...)
    expect(within(row).getByRole('link', { name: 'ICU-01' }).getAttribute('href')).toBe(
      '/web/device/accounts/edit/11/ICU-01/5/bedside',
    );

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
    expect(within(dialog).getAllByText(/Disable this device account/).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.path.endsWith('/disable'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/11/disable'))).toBe(true));
    expect(await within(row).findByRole('button', { name: 'Enable' })).toBeTruthy();
  });

  it('shows a platform administrator each terminal’s company, filterable; a company administrator not', async () => {
    const companies = [
      { id: 5, name: '演示医院' },
      { id: 6, name: 'North Hospital' },
    ];
    mockApi({
      ...session,
      'GET /console/api/v1/companies': () => ({ list: companies, total: 2, page: 1, size: 20 }),
      'GET /console/api/v1/companies/6': () => companies[1],
      'GET /console/api/v1/deviceAccounts': () => ({
        list: [terminal, { ...terminal, id: 12, customerId: 6, name: 'North-01' }],
        total: 2,
        page: 1,
        size: 20,
      }),
    });
    renderApp({ url: '/device/accounts', user: {} });
    const table = (await screen.findByRole('link', { name: 'North-01' }, { timeout: 15_000 })).closest(
      'table',
    )!;
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    const north = screen.getByRole('link', { name: 'North-01' }).closest('tr')!;
    expect(await within(north).findByText('North Hospital')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /More filters/ }));
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeTruthy();
  });

  it('offers a company administrator no company column or filter', async () => {
    mockApi({
      ...session,
      'GET /accountServer/api/v1/sysUser/get': () =>
        userInfo({
          account: 'hospitaladmin',
          orgId: 5,
          customerId: 5,
          userType: 2,
          customerName: '演示医院',
        }),
      'GET /console/api/v1/deviceAccounts': () => ({ list: [terminal], total: 1, page: 1, size: 20 }),
    });
    renderApp({ url: '/device/accounts', user: {} });
    const table = (await screen.findByRole('link', { name: 'ICU-01' }, { timeout: 15_000 })).closest(
      'table',
    )!;
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(3);
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /More filters/ }));
    expect(await screen.findByRole('combobox', { name: 'Device type' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
  });

  it('opens the editor on the tab of the URL and lists the terminal’s sources under it', async () => {
    const api = mockApi({
      ...session,
      'GET /console/api/v1/deviceAccounts/11': () => terminal,
      'GET /console/api/v1/videoSources': () => ({
        list: [
          {
            id: 1,
            customerId: 5,
            deviceAccountId: 11,
            name: 'HDMI 1',
            type: 'hdmi',
            primary: true,
            enabled: true,
          },
          {
            id: 2,
            customerId: 5,
            deviceAccountId: 11,
            name: 'USB',
            type: 'usbCamera',
            primary: false,
            enabled: true,
          },
        ],
        total: 2,
        page: 1,
        size: 20,
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/ICU-01/5/bedside/inputSource', user: {} });

    const main = (await screen.findByText('HDMI 1', undefined, { timeout: 15_000 })).closest('tr')!;
    expect(within(main).getByText('Main source')).toBeTruthy();
    const other = screen.getByText('USB').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Set as main source' })).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Set as main source' })).toBeNull();
    const sources = api.calls.find((c) => c.path === '/console/api/v1/videoSources')!;
    expect(sources.query.get('deviceAccountId')).toBe('11');

    await user.click(screen.getByRole('tab', { name: 'Device registration' }));
    expect(await screen.findByText('02:00:00:00:00:0B')).toBeTruthy();
    expect(currentPath()).toBe('/device/accounts/edit/11/ICU-01/5/bedside/inputSource?tab=reg');
  });

  it('shows failed broker logins on the base info tab (issue 21): count, last time and address', async () => {
    mockApi({
      ...session,
      'GET /console/api/v1/deviceAccounts/11': () => ({
        ...terminal,
        loginFailures: 7,
        lastLoginFailureAt: minutesAgo(2),
        lastLoginFailureIp: '203.0.113.9',
      }),
    });
    renderApp({ url: '/device/accounts/edit/11/ICU-01/5/bedside/baseInfo', user: {} });
    const valueOf = (label: HTMLElement) => label.closest('th')!.nextElementSibling!.textContent;
    expect(valueOf(await screen.findByText('Failed logins', undefined, { timeout: 15_000 }))).toBe('7');
    expect(valueOf(screen.getByText('Failed login from'))).toBe('203.0.113.9');
    expect(valueOf(screen.getByText('Last failed login'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('layout tab: a template per screen, drawn with the source of each area, saved as a whole', async () => {
    const quad = [
      { x: 0, y: 0, width: 960, height: 540, main: true },
      { x: 960, y: 0, width: 960, height: 540, main: false },
      { x: 0, y: 540, width: 960, height: 540, main: false },
      { x: 960, y: 540, width: 960, height: 540, main: false },
    ];
    let saved: unknown;
    const api = mockApi({
      ...session,
      'GET /console/api/v1/deviceAccounts/11': () => ({
        ...terminal,
        screenLayouts: [{ screen: 2, templateId: 99, sources: [] }],
      }),
      'GET /console/api/v1/layoutTemplates': () => ({
        list: [{ id: 7, customerId: 5, name: 'Quad', background: null, areas: quad }],
        total: 1,
        page: 1,
        size: 100,
      }),
      'GET /console/api/v1/videoSources': () => ({
        list: [{ id: 1, customerId: 5, deviceAccountId: 11, name: 'HDMI 1', type: 'hdmi' }],
        total: 1,
        page: 1,
        size: 100,
      }),
      'PUT /console/api/v1/deviceAccounts/11': (call) => {
        saved = call.body;
        return { ...terminal, ...(call.body as object), updatedAt: '2026-11-02T00:00:00.000Z' };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/accounts/edit/11/ICU-01/5/bedside/layout', user: {} });

    // two screens (the terminal's screen count); screen 2's template was deleted since
    expect(await screen.findByText('Screen 1', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Screen 2')).toBeTruthy();
    expect(screen.getByText(/no longer exists/)).toBeTruthy();
    const templates = api.calls.find((c) => c.path === '/console/api/v1/layoutTemplates')!;
    expect(templates.query.get('customerId')).toBe('5');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    const [first] = screen.getAllByRole('combobox', { name: 'Layout template' });
    await user.click(first!);
    // antd draws the visible options apart from its screen-reader list: click the visible one
    await user.click(await screen.findByTitle('Quad'));
    expect(await screen.findByRole('img', { name: 'Screen 1: template Quad' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Area 2/ }));
    await user.click(await screen.findByTitle('HDMI 1'));
    expect(await screen.findByText('2 · HDMI 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual({
        screenLayouts: [
          { screen: 1, templateId: 7, sources: [{ area: 1, sourceId: 1 }] },
          { screen: 2, templateId: 99, sources: [] },
        ],
      }),
    );
  });
});
