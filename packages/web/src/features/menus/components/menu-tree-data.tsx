import type { Language } from '@console/contract/constants';
import type { MenuTreeRecord } from '@console/contract/resources/menus';
import { Space, Tag, type TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';
import { SecondaryText } from '@/components/secondary-text';

/** A menu's title in the console's language. */
export function menuTitle(record: Pick<MenuTreeRecord, 'name' | 'english'>, lang: Language): string {
  return lang === 'en' ? record.english || record.name : record.name;
}

/** The record with this id, anywhere in the tree. */
export function findMenu(tree: readonly MenuTreeRecord[], id: number): MenuTreeRecord | undefined {
  for (const record of tree) {
    if (record.id === id) return record;
    const found = findMenu(record.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Ids of the record and all its descendants. */
export function subtreeIds(record: MenuTreeRecord): Set<number> {
  const ids = new Set<number>([record.id]);
  const visit = (children: readonly MenuTreeRecord[]) => {
    for (const child of children) {
      ids.add(child.id);
      visit(child.children);
    }
  };
  visit(record.children);
  return ids;
}

/** Ids of every record with children (to open the whole tree). */
export function parentIds(tree: readonly MenuTreeRecord[]): number[] {
  return tree.flatMap((record) =>
    record.children.length > 0 ? [record.id, ...parentIds(record.children)] : [],
  );
}

/** Tree rows with the state tags of SPEC §3 (hidden, disabled, unpublished, system). */
export function toTreeData(tree: readonly MenuTreeRecord[], lang: Language, t: TFunction): TreeDataNode[] {
  return tree.map((record) => ({
    key: record.id,
    title: (
      // Parts wrap as whole words on a phone; a path never breaks mid-word.
      <Space size={6} wrap>
        <span style={{ whiteSpace: 'nowrap' }}>{menuTitle(record, lang)}</span>
        <SecondaryText style={{ whiteSpace: 'nowrap' }}>
          <code>{record.path}</code>
        </SecondaryText>
        {record.showToBar === 0 && <Tag>{t('menus.tags.hidden')}</Tag>}
        {record.status === 0 && <Tag color="red">{t('menus.tags.disabled')}</Tag>}
        {record.publish === 0 && <Tag color="orange">{t('menus.tags.unpublished')}</Tag>}
        {record.system === 1 && <Tag color="blue">{t('menus.tags.system')}</Tag>}
      </Space>
    ),
    children: toTreeData(record.children, lang, t),
  }));
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** Options of the parent picker; a menu cannot move under itself or its sub-menus. */
export function toParentOptions(
  tree: readonly MenuTreeRecord[],
  lang: Language,
  excluded: ReadonlySet<number>,
): ParentOption[] {
  return tree.map((record) => ({
    value: record.id,
    title: menuTitle(record, lang),
    disabled: excluded.has(record.id),
    children: toParentOptions(record.children, lang, excluded),
  }));
}
