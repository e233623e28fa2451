import { describe, expect, it } from 'vitest';
import { toAntdItems } from './antd-items';
import type { SidebarItem } from './menu-items';

const leaf = (key: string): SidebarItem => ({ key, label: key, icon: null, external: false });
const ITEMS: SidebarItem[] = [
  leaf('/dashboard'),
  { ...leaf('/live'), children: [leaf('/live/a'), { ...leaf('/live/b'), children: [leaf('/live/b/c')] }] },
  { ...leaf('/vod'), children: [leaf('/vod/a'), leaf('/vod/b')] },
];

type Node = { key: string; children?: Node[] };
const shape = (nodes: unknown[]): unknown =>
  (nodes as Node[]).map((node) => (node.children ? { [node.key]: shape(node.children) } : node.key));

describe('the menu items given to antd (issue 12)', () => {
  it('leave out the items of closed submenus, keeping the submenus themselves', () => {
    expect(shape(toAntdItems(ITEMS, new Set()))).toEqual(['/dashboard', { '/live': [] }, { '/vod': [] }]);
    expect(shape(toAntdItems(ITEMS, new Set(['/live'])))).toEqual([
      '/dashboard',
      { '/live': ['/live/a', { '/live/b': [] }] },
      { '/vod': [] },
    ]);
    expect(shape(toAntdItems(ITEMS, new Set(['/live', '/live/b'])))).toEqual([
      '/dashboard',
      { '/live': ['/live/a', { '/live/b': ['/live/b/c'] }] },
      { '/vod': [] },
    ]);
  });

  it('give every item when no open keys are known (the collapsed sidebar opens popups itself)', () => {
    expect(shape(toAntdItems(ITEMS))).toEqual([
      '/dashboard',
      { '/live': ['/live/a', { '/live/b': ['/live/b/c'] }] },
      { '/vod': ['/vod/a', '/vod/b'] },
    ]);
  });
});
