import { describe, expect, it } from 'vitest';
import { menuNode } from '@/testing/fixtures';
import { activeMenuKey, ancestorKeys, toSidebarItems } from './menu-items';

describe('menu tree -> sidebar items', () => {
  it('skips hidden nodes', () => {
    const tree = [
      menuNode('/a', 'a', { children: [menuNode('x', 'x'), menuNode('y', 'y')] }),
      menuNode('/b', 'b', { hidden: true }),
    ];
    const items = toSidebarItems(tree, 'en');
    expect(items.map((i) => i.key)).toEqual(['/a']);
    expect(items[0]?.children?.map((i) => i.key)).toEqual(['/a/x', '/a/y']);
  });

  it('shows the only visible child in place of its parent, keeping the parent icon', () => {
    const tree = [
      menuNode('/dashboard', 'platformDashboard', {
        icon: 'DashboardOutlined',
        children: [
          menuNode('index', 'dashboardIndex'),
          menuNode('detail/:id', 'hiddenDetail', { hidden: true }),
        ],
      }),
    ];
    expect(toSidebarItems(tree, 'zh')).toEqual([
      { key: '/dashboard/index', label: 'dashboardIndex-zh', icon: 'DashboardOutlined', external: false },
    ]);
  });

  it('makes a parent whose children are all hidden a link to itself', () => {
    const tree = [
      menuNode('/device', 'device', {
        children: [
          menuNode('accounts', 'accounts', { children: [menuNode('edit/:id', 'edit', { hidden: true })] }),
          menuNode('groups', 'groups'),
        ],
      }),
    ];
    const items = toSidebarItems(tree, 'en');
    expect(items[0]?.children?.[0]).toEqual({
      key: '/device/accounts',
      label: 'accounts-en',
      icon: null,
      external: false,
    });
  });

  it('titles by language, English falling back to Chinese', () => {
    const tree = [menuNode('/a', 'a', { titleEn: null }), menuNode('/b', 'b')];
    expect(toSidebarItems(tree, 'en').map((i) => i.label)).toEqual(['a-zh', 'b-en']);
    expect(toSidebarItems(tree, 'zh').map((i) => i.label)).toEqual(['a-zh', 'b-zh']);
  });

  it('keeps external links as they are and writes {id} params the router way', () => {
    const tree = [
      menuNode('/ext', 'ext', {
        children: [menuNode('https://example.com/doc', 'doc'), menuNode('list/{type}', 'list')],
      }),
    ];
    const items = toSidebarItems(tree, 'en');
    expect(items[0]?.children).toEqual([
      { key: 'https://example.com/doc', label: 'doc-en', icon: null, external: true },
      { key: '/ext/list/:type', label: 'list-en', icon: null, external: false },
    ]);
  });

  it('finds the open submenus and the entry to highlight for a detail page', () => {
    const tree = [
      menuNode('/baseinfo', 'baseinfo', {
        children: [menuNode('companyManage', 'companyManage'), menuNode('companyAdvance', 'companyAdvance')],
      }),
    ];
    const items = toSidebarItems(tree, 'en');
    expect(ancestorKeys(items, '/baseinfo/companyManage')).toEqual(['/baseinfo']);
    expect(
      activeMenuKey(items, [
        '/baseinfo',
        '/baseinfo/companyManage',
        '/baseinfo/companyManage/companyDetail/:id',
      ]),
    ).toBe('/baseinfo/companyManage');
    expect(activeMenuKey(items, ['/nowhere'])).toBeNull();
  });
});
