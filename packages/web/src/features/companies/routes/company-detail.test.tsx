import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  {
    id: 1,
    key: 'platform',
    name: '云平台管理',
    english: 'Cloud platform',
    aloneMenuManage: 1,
    appType: 'system',
  },
  {
    id: 2,
    key: 'icu',
    name: 'ICU探视',
    english: 'ICU family visitation',
    aloneMenuManage: 1,
    appType: 'system',
  },
];
const company = {
  id: 5,
  name: '演示医院',
  account: 'demohospital',
  maxRoom: 50,
  maxAccount: -1,
  applyCode: 'DEMO2026',
  retentionDays: 60,
  audioQuality: 'hifi',
  icuEnabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('company detail', { timeout: 180_000 }, () => {
  it('shows the tabs from the URL and turns an application on for the company', async () => {
    let enabled = false;
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['companyDetail']),
      'GET /console/api/v1/companies/5': () => company,
      'POST /accountServer/api/1.0/application/listCustomerSysApp': () => [
        { ...applications[0], enabled: true },
        { ...applications[1], enabled },
      ],
      'POST /accountServer/api/1.0/application/updateCustomerSysApp': (call) => {
        enabled = (call.body as { enabled: boolean }).enabled;
        return null;
      },
      'GET /console/api/v1/admins': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/companies/5/menus': () => [],
    });
    const user = userEvent.setup();
    renderApp({ url: '/baseinfo/companyDetail/5/attribute', user: {} });

    // the attribute tab, with option labels
    expect(await screen.findByText('Two months')).toBeTruthy();
    expect(screen.getByText('High fidelity')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Basic info' }));
    expect(await screen.findByText('DEMO2026')).toBeTruthy();
    expect(currentPath()).toBe('/baseinfo/companyDetail/5/attribute?tab=baseInfo');

    await user.click(screen.getByRole('tab', { name: 'Customer users and applications' }));
    const toggle = await screen.findByRole('switch', {
      name: 'Enable ICU family visitation for this company',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('updateCustomerSysApp'))?.body).toEqual({
        customerId: 5,
        appId: 2,
        enabled: true,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    // the company's administrators, filtered by the company
    expect(within(screen.getByRole('tabpanel')).getByText('Enterprise administrators')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/console/api/v1/admins')?.query.get('customerId')).toBe('5'),
    );
  });

  it('limits a company to the chosen menus of an application', async () => {
    const menu = (id: number, parentId: number | null, name: string, english: string, children = []) => ({
      id,
      parentId,
      appKey: 'platform',
      name,
      english,
      routeName: english,
      path: english,
      group: null,
      order: 0,
      status: 1,
      publish: 1,
      system: 1,
      showToBar: 1,
      showByRole: 'ALL',
      limit: 'unlimited',
      icon: null,
      roles: [],
      affix: false,
      children,
    });
    const tree = [
      { ...menu(10, null, '会议管理', 'Meetings'), children: [menu(11, 10, '会议室列表', 'Meeting rooms')] },
      {
        ...menu(20, null, '直播管理', 'Live streaming'),
        children: [menu(21, 20, '直播间管理', 'Live rooms')],
      },
    ];
    let menuIds: number[] | null = null;
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['companyDetail']),
      'GET /console/api/v1/companies/5': () => company,
      'POST /accountServer/api/1.0/application/listCustomerSysApp': () => [
        { ...applications[0], enabled: true },
      ],
      'GET /console/api/v1/admins': () => ({ list: [], total: 0, page: 1, size: 20 }),
      'GET /console/api/v1/companies/5/menus': () => [
        { appId: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', menuIds, tree },
      ],
      'PUT /console/api/v1/companies/5/menus': (call) => {
        menuIds = (call.body as { menuIds: number[] | null }).menuIds;
        return [{ appId: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', menuIds, tree }];
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/baseinfo/companyDetail/5/permission', user: {} });

    await user.click(await screen.findByText('Cloud platform', { selector: '.ant-collapse-title span' }));
    const scope = await screen.findByRole('radiogroup', { name: 'Menus of Cloud platform' });
    await user.click(within(scope).getByRole('radio', { name: 'Only the chosen menus' }));
    const checkbox = (title: string) =>
      screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    // choosing starts from everything the company sees now
    expect(checkbox('Live rooms').className).toContain('checked');

    // nothing chosen: said at once, nothing sent
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one menu')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(checkbox('Meeting rooms'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ appId: 1, menuIds: [10, 11] }),
    );
    expect(await screen.findByText('Menus chosen: 2')).toBeTruthy();
  });
});
