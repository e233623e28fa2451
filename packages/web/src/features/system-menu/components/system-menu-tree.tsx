import type { Language } from '@console/contract/constants';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionApplication } from '@/lib/session/api/get-applications';
import styles from './system-menu-tree.module.css';

/** Tallest the tree gets before it scrolls (and renders only the visible rows). */
const TREE_HEIGHT = 560;

function menuTitle(record: MenuTreeRecord, lang: Language): string {
  return lang === 'en' ? record.english || record.name : record.name;
}

function toNode(record: MenuTreeRecord, lang: Language, t: TFunction): TreeDataNode {
  return {
    key: `menu-${record.id}`,
    title: (
      <Space size={6} wrap={false} className={styles.node}>
        <span>{menuTitle(record, lang)}</span>
        <Typography.Text type="secondary" code className={styles.path}>
          {record.path}
        </Typography.Text>
        {record.system !== 1 && <Tag color="blue">{t('systemMenu.custom')}</Tag>}
        {record.showToBar === 0 && <Tag>{t('systemMenu.hidden')}</Tag>}
      </Space>
    ),
    children: record.children.map((child) => toNode(child, lang, t)),
  };
}

export interface MenuGroup {
  appKey: string;
  menus: MenuTreeRecord[];
}

/** Top-level menus by application, in the order the server sent them. */
export function groupByApplication(tree: readonly MenuTreeRecord[]): MenuGroup[] {
  const groups = new Map<string, MenuTreeRecord[]>();
  for (const record of tree) {
    const list = groups.get(record.appKey) ?? [];
    list.push(record);
    groups.set(record.appKey, list);
  }
  return [...groups].map(([appKey, menus]) => ({ appKey, menus }));
}

export function countMenus(tree: readonly MenuTreeRecord[]): number {
  return tree.reduce((total, record) => total + 1 + countMenus(record.children), 0);
}

/** The system menu tree, read-only: one branch per application. */
export function SystemMenuTree({
  tree,
  applications,
}: {
  tree: readonly MenuTreeRecord[];
  applications: readonly SessionApplication[];
}) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const groups = useMemo(() => groupByApplication(tree), [tree]);
  const treeData = useMemo<TreeDataNode[]>(
    () =>
      groups.map(({ appKey, menus }) => {
        const app = applications.find((candidate) => candidate.key === appKey);
        const name = app ? (lang === 'en' ? app.english || app.name : app.name) : appKey;
        return {
          key: `app-${appKey}`,
          title: (
            <Space size={6}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('systemMenu.menuCount', { count: countMenus(menus) })}
              </Typography.Text>
            </Space>
          ),
          children: menus.map((record) => toNode(record, lang, t)),
        };
      }),
    [groups, applications, lang, t],
  );
  const expanded = useMemo(() => groups.map(({ appKey }) => `app-${appKey}`), [groups]);

  return (
    <Tree
      aria-label={t('systemMenu.treeLabel')}
      treeData={treeData}
      defaultExpandedKeys={expanded}
      selectable={false}
      blockNode
      showLine
      height={TREE_HEIGHT}
    />
  );
}
