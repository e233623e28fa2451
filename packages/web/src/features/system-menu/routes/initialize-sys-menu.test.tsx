import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];

function record(id: number, name: string, english: string, path: string, children: MenuTreeRecord[] = []) {
  return {
    id,
    parentId: null,
    appKey: 'platform',
    name,
    english,
    routeName: english.replace(/\s/g, ''),
    path,
    group: null,
    order: id,
    status: 1,
    publish: 1,
    system: 1,
    showToBar: 1,
    showByRole: 'ALL' as const,
    limit: 'unlimited' as const,
    icon: null,
    roles: [],
    affix: false,
    children,
  };
}

describe('/initializeSysMenu', { timeout: 60_000 }, () => {
  it('shows the system menus and initialises them only after a confirmation', async () => {
    let initialised = false;
    const before = [record(1, '首页', 'Dashboard', '/dashboard')];
    const after = [
      record(1, '首页', 'Dashboard', '/dashboard'),
      record(2, '企业信息', 'Company information', '/baseinfo', [
        record(3, '企业管理', 'Companies', 'companyManage'),
      ]),
    ];
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['cloudAdmin'] }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () =>
        initialised ? [menuNode('/baseinfo', 'baseinfo', { titleEn: 'Company information' })] : [],
      'GET /accountServer/api/v1/menu/tree': () => (initialised ? after : before),
      'POST /accountServer/api/v1/menu/initialize': () => {
        initialised = true;
        return { count: 3 };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/initializeSysMenu', user: {} });

    expect(await screen.findByRole('heading', { name: 'Initialise system menus' })).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'System menu tree' });
    expect(within(tree).getByText('Cloud platform')).toBeTruthy();
    expect(within(tree).getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Menus in all: 1')).toBeTruthy();

    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: /Initialise system menus/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Initialise the system menus?').length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.path.endsWith('/menu/initialize'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Initialise system menus' }));

    expect(
      (await screen.findAllByText('Menus synchronised from the route catalogue: 3.')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText('Menus in all: 3')).toBeTruthy());
    expect(
      within(screen.getByRole('tree', { name: 'System menu tree' })).getByText('Company information'),
    ).toBeTruthy();
    const initialize = api.calls.filter((c) => c.path.endsWith('/menu/initialize'));
    expect(initialize).toHaveLength(1);
    expect(initialize[0]?.method).toBe('POST');
    // the sidebar's menu is loaded again
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.endsWith('/menu/user/tree')).length).toBeGreaterThanOrEqual(2),
    );
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(sidebar).findByText('Company information')).toBeTruthy();
  });

  it('cancelling the confirmation calls nothing', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['cloudAdmin'] }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => [],
      'GET /accountServer/api/v1/menu/tree': () => [],
    });
    const user = userEvent.setup();
    renderApp({ url: '/initializeSysMenu', user: {} });
    expect(await screen.findByText('There are no menus yet. Initialise to create them.')).toBeTruthy();
    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: /Initialise system menus/ }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.path.endsWith('/menu/initialize'))).toBe(false);
  });

  it('sends anyone but the platform cloud administrator to /401', async () => {
    const api = mockApi({
      // a tenant's role named cloudAdmin grants nothing
      'GET /accountServer/api/v1/sysUser/get': () =>
        userInfo({ roles: ['cloudAdmin'], userType: 2, orgId: 5, customerId: 5 }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => [],
    });
    renderApp({ url: '/initializeSysMenu', user: {} });
    expect(await screen.findByText('Sorry, you do not have permission to open this page.')).toBeTruthy();
    expect(currentPath()).toBe('/401');
    expect(api.calls.some((c) => c.path.endsWith('/menu/tree'))).toBe(false);
  });
});
