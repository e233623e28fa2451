import { APPLICATION_CATALOGUE, DEFAULT_APP_KEY } from '@console/contract/access/applications';
import type { MenuRecord } from '@console/contract/resources/menus';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Flex, Row, Select, Skeleton, Tree } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '@/components/lazy-result';
import { Panel } from '@/components/panel';
import { SecondaryText } from '@/components/secondary-text';
import { useLang } from '@/engine/use-lang';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuTree } from '../api/get-menu-tree';
import { useApplicationList } from '../api/list-applications';
import type { FormMode } from '../components/menu-form';
import { findMenu, menuTitle, parentIds, toTreeData } from '../components/menu-tree-data';

// The record form (and antd's Form) loads when a menu is chosen or added.
const MenuForm = lazy(() => import('../components/menu-form').then((m) => ({ default: m.MenuForm })));

/** Tallest the tree gets before it scrolls. */
const TREE_HEIGHT = 560;

/** SPEC /user/menu: the menus of an application, as a tree, with their records. */
export default function MenusPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal, message } = App.useApp();
  const [appKey, setAppKey] = useState(DEFAULT_APP_KEY);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mode, setMode] = useState<FormMode>('view');
  const [newParentId, setNewParentId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<React.Key[] | undefined>(undefined);
  const applications = useApplicationList();
  const tree = useMenuTree(appKey);
  const remove = useDeleteMenu();

  const records = useMemo(() => tree.data ?? [], [tree.data]);
  const treeData = useMemo(() => toTreeData(records, lang, t), [records, lang, t]);
  const allParents = useMemo(() => parentIds(records), [records]);
  const selected: MenuRecord | undefined = selectedId === null ? undefined : findMenu(records, selectedId);

  // Until the server's list is there (or if it fails), the contract's catalogue names them: never a raw key.
  const appOptions = useMemo(
    () =>
      (applications.data ?? APPLICATION_CATALOGUE).map((app) => ({
        value: app.key,
        label: lang === 'en' ? app.english || app.name : app.name,
      })),
    [applications.data, lang],
  );

  const changeApp = (key: string) => {
    setAppKey(key);
    setSelectedId(null);
    setMode('view');
    setExpanded(undefined);
  };

  const startCreate = (parentId: number | null) => {
    setNewParentId(parentId);
    setMode('create');
  };

  const confirmDelete = () => {
    if (!selected) return;
    modal.confirm({
      title: t('menus.confirmDelete', { name: menuTitle(selected, lang) }),
      okText: t('menus.delete'),
      okButtonProps: { danger: true },
      cancelText: t('menus.cancel'),
      mask: { closable: false },
      onOk: () =>
        remove
          .mutateAsync(selected.id)
          .then(() => {
            void message.success(t('menus.deleted'));
            setSelectedId(null);
            setMode('view');
          })
          // the api client has shown the server's reason (sub-menus, system menu)
          .catch(() => undefined),
    });
  };

  let treeBody;
  if (tree.isPending) treeBody = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (tree.isError)
    treeBody = (
      <LazyResult
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Button onClick={() => void tree.refetch()} loading={tree.isFetching}>
            {t('menus.retry')}
          </Button>
        }
      />
    );
  else if (records.length === 0) treeBody = <Empty description={t('menus.empty')} />;
  else
    treeBody = (
      <Tree
        aria-label={t('menus.treeLabel')}
        treeData={treeData}
        blockNode
        showLine
        height={TREE_HEIGHT}
        expandedKeys={expanded ?? allParents}
        onExpand={(keys) => setExpanded(keys)}
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelect={(keys) => {
          const [key] = keys;
          setSelectedId(typeof key === 'number' ? key : null);
          setMode('view');
        }}
      />
    );

  const formTitle =
    mode === 'create'
      ? t('menus.newMenu')
      : mode === 'edit'
        ? t('menus.editMenu')
        : selected
          ? menuTitle(selected, lang)
          : t('menus.record');

  return (
    <Flex vertical gap={16}>
      <Panel
        headingLevel={1}
        title={t('menus.title')}
        extra={
          <Select
            aria-label={t('menus.application')}
            value={appKey}
            onChange={changeApp}
            loading={applications.isPending}
            options={appOptions}
            style={{ minWidth: 200 }}
          />
        }
      >
        <Flex gap={8} wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => startCreate(null)}>
            {t('menus.addTop')}
          </Button>
          <Button icon={<PlusOutlined />} disabled={!selected} onClick={() => startCreate(selectedId)}>
            {t('menus.addChild')}
          </Button>
          <Button icon={<EditOutlined />} disabled={!selected} onClick={() => setMode('edit')}>
            {t('menus.edit')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!selected}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t('menus.delete')}
          </Button>
        </Flex>
      </Panel>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={11}>
          <Panel title={t('menus.treeLabel')}>{treeBody}</Panel>
        </Col>
        <Col xs={24} lg={13}>
          <Panel title={formTitle}>
            {mode === 'view' && !selected ? (
              <SecondaryText>{t('menus.selectHint')}</SecondaryText>
            ) : (
              <Suspense fallback={<Skeleton active />}>
                <MenuForm
                  appKey={appKey}
                  tree={records}
                  mode={mode}
                  record={selected}
                  parentId={newParentId}
                  onSaved={(saved) => {
                    setSelectedId(saved.id);
                    setMode('view');
                  }}
                  onCancel={() => setMode('view')}
                />
              </Suspense>
            )}
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}
