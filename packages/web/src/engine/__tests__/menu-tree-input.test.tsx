import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { MenuTreeInput } from '../menu-tree-input';
import { renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

function record(
  id: number,
  name: string,
  parentId: number | null,
  children: MenuTreeRecord[] = [],
): MenuTreeRecord {
  return {
    id,
    parentId,
    appKey: 'platform',
    name,
    english: `${name}-en`,
    routeName: null,
    path: name,
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
  };
}

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];

describe('MenuTreeInput', { timeout: 60_000 }, () => {
  it('platform admins grant from every menu; a parent checks its children and is sent with them', async () => {
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/tree': () => [
        record(10, 'users', null, [record(11, 'roles', 10), record(12, 'menus', 10)]),
        record(20, 'logs', null),
      ],
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderEngine(<MenuTreeInput value={[11]} onChange={onChange} />);
    expect(await screen.findByText('Cloud platform')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await screen.findByText('roles-en');

    // with one child granted the parent is half-checked
    const checkbox = (title: string) =>
      screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    expect(checkbox('users-en').className).toContain('indeterminate');
    expect(checkbox('roles-en').className).toContain('checked');

    await user.click(checkbox('users-en'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([10, 11, 12]));
  });

  it('customer admins grant from their own menus of each enabled application', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 2, orgId: 5, customerId: 5 }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => [
        menuNode('/baseinfo', 'baseinfo', { titleEn: 'Companies' }),
      ],
    });
    renderEngine(<MenuTreeInput value={[]} />);
    expect(await screen.findByText('Cloud platform')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/menu/tree'))).toBe(false);
    expect(api.calls.find((c) => c.path.endsWith('/menu/user/tree'))?.query.get('appKey')).toBe('platform');
  });

  it('Enter in the search box filters the menus and does not submit the form around it', async () => {
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/tree': () => [record(10, 'users', null), record(20, 'logs', null)],
    });
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    renderEngine(
      <form onSubmit={onSubmit}>
        <MenuTreeInput value={[]} />
        <button type="submit">Save</button>
      </form>,
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search menus' }), 'logs{Enter}');
    await waitFor(() => expect(screen.queryByText('users-en')).toBeNull());
    expect(screen.getByText('logs-en')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
