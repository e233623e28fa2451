import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import { registerMessageApi } from '@/lib/notify';
import { createQueryClient } from '@/lib/react-query';
import { mockApi } from '@/testing/mock-api';
import { en, zhCN } from '@/testing/strings';
import MenusPage from './menus';

afterEach(async () => {
  vi.restoreAllMocks();
  await initI18n('en', en);
});

function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

function renderPage() {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <MessageBridge />
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <MenusPage />
          </MemoryRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}

function record(
  id: number,
  name: string,
  english: string,
  path: string,
  extra: Partial<MenuTreeRecord> = {},
): MenuTreeRecord {
  return {
    id,
    parentId: null,
    appKey: 'platform',
    name,
    english,
    routeName: null,
    path,
    group: null,
    order: id,
    status: 1,
    publish: 1,
    system: 0,
    showToBar: 1,
    showByRole: 'ALL',
    limit: 'unlimited',
    icon: null,
    roles: [],
    affix: false,
    children: [],
    ...extra,
  };
}

const tree = [
  record(1, '用户与权限', 'Users & permissions', '/user', {
    system: 1,
    children: [record(2, '菜单管理', 'Menus', 'menu', { parentId: 1, showToBar: 0, status: 0, publish: 0 })],
  }),
];

const handlers = {
  'POST /accountServer/api/1.0/application/listSysApplication': () => [
    { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  ],
  'GET /accountServer/api/v1/menu/tree': () => tree,
};

const input = (name: string) => document.getElementById(`menu-form_${name}`) as HTMLInputElement;
const errorOf = (name: string) =>
  input(name).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('/user/menu', { timeout: 60_000 }, () => {
  it('shows the tree of the platform application with the state tags', async () => {
    const api = mockApi(handlers);
    renderPage();
    const treeEl = await screen.findByRole('tree', { name: 'Menu tree' });
    expect(within(treeEl).getByText('Users & permissions')).toBeTruthy();
    expect(within(treeEl).getByText('Menus')).toBeTruthy();
    for (const tag of ['System', 'Hidden', 'Disabled', 'Unpublished'])
      expect(within(treeEl).getByText(tag)).toBeTruthy();
    const get = api.calls.find((c) => c.path.endsWith('/menu/tree'));
    expect(get?.query.get('appKey')).toBe('platform');
  });

  it('names the applications, never by raw key, when their list cannot be read', async () => {
    mockApi({
      ...handlers,
      'POST /accountServer/api/1.0/application/listSysApplication': () => ({
        retCode: '403001',
        errKey: 'error.forbidden',
        errInfo: 'You do not have permission to do this',
      }),
    });
    renderPage();
    await screen.findByRole('tree', { name: 'Menu tree' });
    const selector = screen
      .getByRole('combobox', { name: 'Application' })
      .closest('.ant-select') as HTMLElement;
    expect(within(selector).getByText('Cloud platform')).toBeTruthy();
    expect(within(selector).queryByText('platform')).toBeNull();
  });

  it('checks the path with the contract schema, in English', async () => {
    const api = mockApi(handlers);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('tree', { name: 'Menu tree' });
    await user.click(screen.getByRole('button', { name: /Add top-level menu/ }));
    // the record form loads when it is first needed
    await waitFor(() => expect(input('path')).not.toBeNull());
    await user.type(input('name'), 'Reports');
    await user.type(input('path'), 'bad path');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('path')).toBe('Path is not well formed'));
    expect(api.calls.some((c) => c.path.endsWith('/menu/set'))).toBe(false);
  });

  it('says the same in Chinese', async () => {
    await initI18n('zh', zhCN);
    mockApi(handlers);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('tree', { name: '菜单树' });
    expect(screen.getByText('用户与权限')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /新增顶级菜单/ }));
    await waitFor(() => expect(input('path')).not.toBeNull());
    await user.type(input('path'), 'bad path');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(errorOf('path')).toBe('路径格式不正确'));
    await waitFor(() => expect(errorOf('name')).toBe('名称不能为空'));
  });

  it('adds a sub-menu under the selected menu', async () => {
    const api = mockApi({
      ...handlers,
      'POST /accountServer/api/v1/menu/set': (call) => ({
        ...record(9, 'Reports', 'Reports', 'reports', { parentId: 1 }),
        ...(call.body as object),
        id: 9,
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const treeEl = await screen.findByRole('tree', { name: 'Menu tree' });
    await user.click(within(treeEl).getByText('Users & permissions'));
    expect(await screen.findByRole('heading', { name: 'Users & permissions' })).toBeTruthy();
    expect(input('path').value).toBe('/user');
    await user.click(screen.getByRole('button', { name: /Add sub-menu/ }));
    await waitFor(() => expect(input('path').value).toBe(''));
    await user.type(input('name'), '报表');
    await user.type(input('english'), 'Reports');
    await user.type(input('path'), 'reports');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/menu/set'))).toBe(true));
    const set = api.calls.find((c) => c.path.endsWith('/menu/set'));
    expect(set?.method).toBe('POST');
    expect(set?.body).toMatchObject({
      parentId: 1,
      appKey: 'platform',
      name: '报表',
      english: 'Reports',
      path: 'reports',
      status: 1,
      showByRole: 'ALL',
      limit: 'unlimited',
    });
    expect((set?.body as { id?: number }).id).toBeUndefined();
    // the tree is loaded again
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.endsWith('/menu/tree')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('deletes after a confirmation and shows why the server refuses', async () => {
    const api = mockApi({
      ...handlers,
      'POST /accountServer/api/v1/menu/del': () =>
        new Response(
          JSON.stringify({
            retCode: '409001',
            errInfo: 'Delete the sub-menus first',
            errKey: 'error.menuHasChildren',
          }),
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    const treeEl = await screen.findByRole('tree', { name: 'Menu tree' });
    await user.click(within(treeEl).getByText('Users & permissions'));
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((c) => c.path.endsWith('/menu/del'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Delete the sub-menus first')).length).toBeGreaterThan(0);
    const del = api.calls.find((c) => c.path.endsWith('/menu/del'));
    expect(del?.body).toEqual({ id: 1 });
  });

  it('puts the server’s field errors on their fields', async () => {
    mockApi({
      ...handlers,
      'POST /accountServer/api/v1/menu/set': () =>
        new Response(
          JSON.stringify({
            retCode: '400001',
            errInfo: 'A menu cannot be placed under itself or its sub-menus',
            errKey: 'error.menuCycle',
            fields: { parentId: 'error.menuCycle' },
          }),
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    const treeEl = await screen.findByRole('tree', { name: 'Menu tree' });
    await user.click(within(treeEl).getByText('Menus'));
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('parentId')).toBe('A menu cannot be placed under itself or its sub-menus'),
    );
  });
});
