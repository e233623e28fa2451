import { PATHS } from '@console/contract/api/paths';
import type { MenuNode, MenuTreeRecord } from '@console/contract/resources/menus';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Input, Skeleton, Tree, type TreeDataNode } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useApplications } from '@/lib/session/api/get-applications';
import { menuTreeQueryOptions } from '@/lib/session/api/get-menu-tree';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { isPlatformUser } from './use-resource-access';
import { useLang } from './use-lang';

const APP_PREFIX = 'app:';

export const allMenusQueryOptions = () => ({
  queryKey: ['menus', 'all-tree'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<MenuTreeRecord[] | null>(PATHS.menuAllTree, { signal }).then((tree) => tree ?? []),
  staleTime: 60_000,
});

interface Group {
  appKey: string;
  title: string;
  nodes: TreeDataNode[];
}

function fromRecords(records: readonly MenuTreeRecord[], lang: 'zh' | 'en'): TreeDataNode[] {
  return records.map((record) => ({
    key: record.id,
    title: lang === 'en' ? record.english || record.name : record.name,
    children: fromRecords(record.children, lang),
  }));
}

function fromNodes(nodes: readonly MenuNode[], lang: 'zh' | 'en'): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: lang === 'en' ? node.meta.titleEn || node.meta.title : node.meta.title,
    children: fromNodes(node.children, lang),
  }));
}

function walk(nodes: readonly TreeDataNode[], visit: (node: TreeDataNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children ?? [], visit);
  }
}

function matches(node: TreeDataNode, text: string): boolean {
  return String(node.title).toLowerCase().includes(text);
}

/** Keeps the nodes whose title (or a descendant's) contains `text`. */
function filterTree(nodes: readonly TreeDataNode[], text: string): TreeDataNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    if (matches(node, text)) return [node];
    const children = filterTree(node.children ?? [], text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/**
 * The menus a role can be granted, from the menu tree: every menu for platform administrators
 * (`menu/tree`), otherwise the caller's own menus of each enabled application (`menu/user/tree`).
 */
function useGrantableMenus(lang: 'zh' | 'en') {
  const user = useUserInfo();
  const platform = isPlatformUser(user.data);
  const applications = useApplications();
  const apps = useMemo(() => applications.data ?? [], [applications.data]);
  const all = useQuery({ ...allMenusQueryOptions(), enabled: platform });
  const perApp = useQueries({
    queries: platform ? [] : apps.map((app) => ({ ...menuTreeQueryOptions(app.key), staleTime: 60_000 })),
  });

  const appTitle = (key: string) => {
    const app = apps.find((a) => a.key === key);
    if (!app) return key;
    return lang === 'en' ? app.english || app.name : app.name;
  };

  let groups: Group[] = [];
  if (platform && all.data) {
    const byApp = new Map<string, MenuTreeRecord[]>();
    for (const record of all.data) byApp.set(record.appKey, [...(byApp.get(record.appKey) ?? []), record]);
    const order = apps.map((a) => a.key);
    const keys = [...byApp.keys()].sort(
      (a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity),
    );
    groups = keys.map((key) => ({
      appKey: key,
      title: appTitle(key),
      nodes: fromRecords(byApp.get(key)!, lang),
    }));
  } else if (!platform) {
    groups = apps.flatMap((app, index) => {
      const tree = perApp[index]?.data;
      return tree && tree.length > 0
        ? [{ appKey: app.key, title: appTitle(app.key), nodes: fromNodes(tree, lang) }]
        : [];
    });
  }
  const pending =
    user.isPending || applications.isPending || (platform ? all.isPending : perApp.some((q) => q.isPending));
  const error = platform ? all.isError : perApp.some((q) => q.isError);
  const refetch = () => {
    if (platform) void all.refetch();
    else perApp.forEach((q) => void q.refetch());
  };
  return { groups, pending, error, refetch };
}

export interface MenuTreeInputProps {
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Menu permissions as a checkable tree. Checking a parent checks its children; the value is
 * every checked menu plus the half-checked parents (a granted child needs its parent to show).
 */
export function MenuTreeInput({ value, onChange, disabled, id }: MenuTreeInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { groups, pending, error, refetch } = useGrantableMenus(lang);
  const [search, setSearch] = useState('');
  // undefined: the applications are open, their menus closed
  const [expanded, setExpanded] = useState<React.Key[] | undefined>(undefined);

  const treeData = useMemo<TreeDataNode[]>(
    () =>
      groups.map((group) => ({
        key: `${APP_PREFIX}${group.appKey}`,
        title: group.title,
        children: group.nodes,
      })),
    [groups],
  );
  const leaves = useMemo(() => {
    const ids = new Set<number>();
    walk(treeData, (node) => {
      if (typeof node.key === 'number' && !node.children?.length) ids.add(node.key);
    });
    return ids;
  }, [treeData]);
  const allIds = useMemo(() => {
    const ids: number[] = [];
    walk(treeData, (node) => {
      if (typeof node.key === 'number') ids.push(node.key);
    });
    return ids;
  }, [treeData]);

  const text = search.trim().toLowerCase();
  const shown = useMemo(() => filterTree(treeData, text), [treeData, text]);
  const groupKeys = useMemo(() => treeData.map((node) => node.key), [treeData]);
  const searchExpanded = useMemo(() => {
    const keys: React.Key[] = [];
    walk(shown, (node) => {
      if (node.children?.length) keys.push(node.key);
    });
    return keys;
  }, [shown]);
  const parentKeys = useMemo(() => {
    const keys: React.Key[] = [];
    walk(treeData, (node) => {
      if (node.children?.length) keys.push(node.key);
    });
    return keys;
  }, [treeData]);
  // Only leaves are given to the tree; it works out which parents are (half) checked.
  const checked = (value ?? []).filter((menuId) => leaves.has(menuId));

  if (pending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('engine.menusFailed')}
        action={
          <Button size="small" onClick={refetch}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  if (treeData.length === 0) return <Empty description={t('engine.noMenus')} />;

  return (
    <div id={id}>
      {/* the field's error outline belongs to the tree, not to its search box */}
      <NoFormStyle status override>
        <Flex gap={8} wrap style={{ marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder={t('engine.searchMenus')}
            aria-label={t('engine.searchMenus')}
            onChange={(event) => setSearch(event.target.value)}
            // Enter only searches: in a role form it would otherwise submit and save the role.
            onPressEnter={(event) => event.preventDefault()}
            style={{ flex: '1 1 180px' }}
          />
          <Button onClick={() => setExpanded(parentKeys)}>{t('engine.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('engine.collapseAll')}</Button>
          <Button disabled={disabled} onClick={() => onChange?.(allIds)}>
            {t('engine.checkAll')}
          </Button>
          <Button disabled={disabled} onClick={() => onChange?.([])}>
            {t('engine.uncheckAll')}
          </Button>
        </Flex>
      </NoFormStyle>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={shown}
        height={360}
        checkedKeys={checked}
        expandedKeys={text ? searchExpanded : (expanded ?? groupKeys)}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={(keys, info) => {
          const full = Array.isArray(keys) ? keys : keys.checked;
          const ids = [...full, ...(info.halfCheckedKeys ?? [])].filter(
            (key): key is number => typeof key === 'number',
          );
          // A search hides rows: keep what was granted among the hidden ones.
          const visible = new Set<number>();
          walk(shown, (node) => {
            if (typeof node.key === 'number') visible.add(node.key);
          });
          const kept = (value ?? []).filter((menuId) => !visible.has(menuId));
          onChange?.([...new Set([...kept, ...ids])].sort((a, b) => a - b));
        }}
      />
    </div>
  );
}
