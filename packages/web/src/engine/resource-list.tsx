import { DeleteOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Grid, Skeleton, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LazyResult } from '@/components/lazy-result';
import { Panel } from '@/components/panel';
import { SecondaryText } from '@/components/secondary-text';
import { ColumnSettings } from './column-settings';
import { ExportButton } from './export-button';
import { FieldValue, TimestampValue } from './field-value';
import { routeFor, rowTitle } from './fields';
import { filterParamsOf, listFieldsOf, sortableOf } from './list-fields';
import { listApiParams } from './list-state';
import { LazyImportDialog, LazyResourceForm, preloadImportDialog, preloadResourceForm } from './lazy-form';
import type { FormSection } from './resource-form';
import { SearchForm } from './search-form';
import type { AnyResource, FormInput, ResourceRow, RowAction } from './types';
import { useColumnSettings } from './use-column-settings';
import { useLang } from './use-lang';
import { ListedNames } from './reference-name';
import { useListState } from './use-list-state';
import { useTablePaging } from './use-table-paging';
import { useResourceAccess } from './use-resource-access';
import { useResourceList } from './use-resource-list';
import { useBulkDeleteResource, useDeleteResource } from './use-resource-mutations';
import styles from './resource-list.module.css';

export interface ResourceListProps {
  definition: AnyResource;
  title?: ReactNode;
  /** Fields of the create/edit form (default: all). */
  formFields?: readonly string[];
  /** Fields of the edit form when they differ from the create form. */
  editFields?: readonly string[];
  formSections?: readonly FormSection[];
  formContainer?: 'drawer' | 'modal';
  /** The feature's own inputs for some form fields (a service code with its refresh button). */
  formInputs?: Readonly<Record<string, FormInput>>;
  /** Values a new row starts with. */
  createDefaults?: Record<string, unknown>;
  /** Values sent with every new row though not in the form (the kind a page lists). */
  createValues?: Record<string, unknown>;
  /** Filters always sent and not offered in the search form (`{ customerId: 5 }`). */
  fixedFilters?: Readonly<Record<string, string | number>>;
  rowActions?: readonly RowAction[];
  /** No create, edit, delete or import (create still offered when `onCreate` is given). */
  readOnly?: boolean;
  /** Create opens the page's own dialog instead of the engine form (a booking picks a free slot). */
  onCreate?: () => void;
  /** Keep filters, sort and page in the URL (default); off for lists inside detail pages. */
  urlState?: boolean;
  /** Where a row's detail page is (default: the definition's detail route). */
  detailPath?: (row: ResourceRow) => string | undefined;
  /**
   * A list embedded in its parent's page (a terminal's video sources): rows filtered by the
   * parent, new rows created under it, the parent field neither a column, a filter nor an input,
   * and the list state kept out of the URL (the page has its own). `customerId`: the parent's
   * company, which a platform administrator's new rows then belong to.
   */
  parent?: { field: string; id: number; customerId?: number | undefined };
  /** Cells drawn by the page instead of the engine (a relative time, a status with a tooltip). */
  cellRender?: Readonly<Record<string, (value: unknown, row: ResourceRow) => ReactNode>>;
  /** Read the page again after this many ms while it returns a number (a task's progress). */
  refetchMs?: (rows: readonly ResourceRow[]) => number | false;
  /** Create and edit on pages of their own (an editor) instead of the form drawer. */
  createPath?: string;
  editPath?: (row: ResourceRow) => string;
  /**
   * What deleting this row does, when it says more than the generic warning; a node may load
   * what it says (the counts of what goes with a ward).
   */
  deleteContent?: (row: ResourceRow) => ReactNode | undefined;
  /** Rows the server will not delete (a built-in indicator) get no delete button. */
  deletable?: (row: ResourceRow) => boolean;
  /** Rows the server will not change (an ended meeting) get no edit button. */
  editable?: (row: ResourceRow) => boolean;
  /** Record times shown by default besides the description's columns (when a question was asked). */
  stampColumns?: readonly (typeof STAMPS)[number][];
  /** After the form saved a row, with the server's answer (a key it shows once). */
  onSaved?: (row: ResourceRow, mode: 'create' | 'edit') => void;
}

/** Row actions shown on one line at most; more wrap within {@link ACTIONS_WIDTH} px. */
const ACTIONS_ON_ONE_LINE = 5;
const ACTIONS_WIDTH = 300;
const STAMPS = ['createdAt', 'updatedAt'] as const;
/** One empty list for every page without stamp columns, so the default columns stay the same. */
const NO_STAMPS: readonly (typeof STAMPS)[number][] = [];

/**
 * The list page of a resource, made from its definition: search form from filter fields,
 * server-paginated and sorted table, column settings, selection with bulk delete, export,
 * import, and the create/edit form. Filters, sort and page live in the URL.
 */
export function ResourceList({
  definition,
  title,
  formFields,
  editFields,
  formSections,
  formContainer,
  formInputs,
  createDefaults,
  createValues,
  fixedFilters: fixedFiltersProp,
  rowActions = [],
  readOnly = false,
  onCreate,
  urlState: urlStateProp = true,
  detailPath,
  parent,
  cellRender,
  refetchMs,
  createPath,
  editPath,
  deleteContent,
  deletable,
  editable,
  stampColumns = NO_STAMPS,
  onSaved,
}: ResourceListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { modal, message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const access = useResourceAccess(definition);
  const typeName = definition.title[lang];
  const fixedFilters = useMemo(
    () => (parent ? { ...fixedFiltersProp, [parent.field]: parent.id } : fixedFiltersProp),
    [parent, fixedFiltersProp],
  );
  const urlState = parent ? false : urlStateProp;
  const parentValues = useMemo(
    () =>
      parent
        ? {
            [parent.field]: parent.id,
            ...(parent.customerId === undefined ? {} : { customerId: parent.customerId }),
          }
        : undefined,
    [parent],
  );
  const parentFormFields = useMemo(
    () => (parent ? definition.writableFields.filter((name) => name !== parent.field) : undefined),
    [parent, definition.writableFields],
  );

  const fields = useMemo(
    // Under a parent the tenant is the parent's: no company column or filter.
    () =>
      listFieldsOf(definition, { platform: access.platform && !parent, companyLabel: t('engine.company') }),
    [definition, access.platform, parent, t],
  );
  const filterFields = useMemo(
    () => fields.filter((f) => f.meta.filter && !(fixedFilters && f.name in fixedFilters)),
    [fields, fixedFilters],
  );
  const filterParams = useMemo(() => filterParamsOf(filterFields), [filterFields]);
  const sortable = useMemo(() => sortableOf(definition), [definition]);
  const { state, update } = useListState(filterParams, sortable, urlState);
  const list = useResourceList(definition, {
    state,
    filters: filterParams,
    ...(fixedFilters ? { fixed: fixedFilters } : {}),
    refetchMs,
  });

  const columnChoices = useMemo(
    () => [
      ...fields.map((f) => ({ name: f.name, label: f.meta.label[lang] })),
      ...STAMPS.filter((name) => !fields.some((f) => f.name === name)).map((name) => ({
        name,
        label: t(`engine.${name}`),
      })),
    ],
    [fields, lang, t],
  );
  const defaultColumns = useMemo(
    () => [
      ...fields.filter((f) => f.meta.column && !(fixedFilters && f.name in fixedFilters)).map((f) => f.name),
      ...stampColumns,
    ],
    [fields, fixedFilters, stampColumns],
  );
  const columns = useColumnSettings(
    definition.key,
    columnChoices.map((c) => c.name),
    defaultColumns,
  );

  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ResourceRow | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  // mounted from the first opening on, so closing animates
  const [formUsed, setFormUsed] = useState(false);
  const [importUsed, setImportUsed] = useState(false);
  const navigate = useNavigate();
  const openForm = (row: ResourceRow | null) => {
    if (row === null && onCreate) return onCreate();
    const page = row ? editPath?.(row) : createPath;
    if (page) return void navigate(page);
    setFormUsed(true);
    setEditing(row);
  };
  const remove = useDeleteResource(definition);
  const bulkDelete = useBulkDeleteResource(definition);

  const canCreate = (onCreate !== undefined || !readOnly) && access.create;
  const canUpdate = !readOnly && access.update;
  const canDelete = !readOnly && access.delete;
  const canImport = !readOnly && access.import;
  const detailOf = (row: ResourceRow) =>
    detailPath ? detailPath(row) : routeFor(definition.routes?.detail, row.id);

  const confirmDelete = (row: ResourceRow) =>
    modal.confirm({
      title: t('engine.deleteTitle', { title: typeName, name: rowTitle(definition, row) }),
      content: deleteContent?.(row) ?? t('engine.deleteContent'),
      okText: t('engine.delete'),
      okType: 'danger',
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      // A refusal ("the company has 2 devices") is shown by the API client; the dialog closes
      // on it too, since retrying the same delete cannot succeed.
      onOk: () =>
        remove.mutateAsync(row.id).then(
          () => {
            setSelected((ids) => ids.filter((id) => id !== row.id));
            void message.success(t('engine.deleted'));
          },
          () => undefined,
        ),
    });

  const confirmBulkDelete = () => {
    const ids = [...selected];
    modal.confirm({
      title: t('engine.bulkDeleteTitle', { count: ids.length, title: typeName }),
      content: t('engine.deleteContent'),
      okText: t('engine.delete'),
      okType: 'danger',
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: async () => {
        const result = await bulkDelete.mutateAsync(ids);
        setSelected(result.failed.map((f) => f.id));
        if (result.failed.length === 0) {
          void message.success(t('engine.deletedCount', { count: result.deleted.length }));
          return;
        }
        const rows = list.data?.list ?? [];
        modal.error({
          title: t('engine.deletePartial', { deleted: result.deleted.length, failed: result.failed.length }),
          content: (
            <ul style={{ paddingInlineStart: 20, margin: 0 }}>
              {result.failed.map((failure) => {
                const row = rows.find((r) => r.id === failure.id);
                return (
                  <li key={failure.id}>
                    {row ? rowTitle(definition, row) : `#${failure.id}`}: {failure.message}
                  </li>
                );
              })}
            </ul>
          ),
          mask: { closable: false },
        });
      },
    });
  };

  const runAction = (action: RowAction, row: ResourceRow) => {
    if (!action.confirm) return void action.run(row);
    modal.confirm({
      title: action.confirm,
      okText: t('engine.confirm'),
      cancelText: t('engine.cancel'),
      okType: action.danger ? 'danger' : 'primary',
      mask: { closable: false },
      onOk: () => action.run(row),
    });
  };

  const sortOrder = (name: string) =>
    state.sort === name ? ('ascend' as const) : state.sort === `-${name}` ? ('descend' as const) : null;

  // A list only read (a log: no details, changes or actions of its own) has no actions column.
  const hasActions =
    Boolean(detailPath ?? definition.routes?.detail) || canUpdate || canDelete || rowActions.length > 0;
  // details, edit and delete besides the page's own actions
  const manyActions = rowActions.length + 3 > ACTIONS_ON_ONE_LINE;
  const actionsColumn: ColumnsType<ResourceRow>[number] = {
    key: '__actions',
    title: t('engine.actions'),
    fixed: screens.md ? ('right' as const) : undefined,
    // Many row actions wrap onto a second line instead of widening the fixed column over
    // the others (members: details, edit, disable, unbind, unlock, delete).
    ...(manyActions ? { width: ACTIONS_WIDTH } : {}),
    render: (_: unknown, row: ResourceRow) => {
      const to = detailOf(row);
      return (
        <Space size={0} wrap={manyActions}>
          {to ? (
            <Link to={to} aria-label={`${t('engine.detail')} ${rowTitle(definition, row)}`}>
              <Button type="link" size="small" tabIndex={-1}>
                {t('engine.detail')}
              </Button>
            </Link>
          ) : null}
          {canUpdate && (!editable || editable(row)) ? (
            <Button
              type="link"
              size="small"
              onMouseEnter={() => preloadResourceForm(definition)}
              onFocus={() => preloadResourceForm(definition)}
              onClick={() => openForm(row)}
            >
              {t('engine.edit')}
            </Button>
          ) : null}
          {rowActions
            .filter((action) => !action.visible || action.visible(row))
            .map((action) => (
              <Button
                key={action.key}
                type="link"
                size="small"
                danger={action.danger}
                onClick={() => runAction(action, row)}
              >
                {action.label}
              </Button>
            ))}
          {canDelete && (!deletable || deletable(row)) ? (
            <Button type="link" size="small" danger onClick={() => confirmDelete(row)}>
              {t('engine.delete')}
            </Button>
          ) : null}
        </Space>
      );
    },
  };
  const rowsHaveActions =
    canUpdate ||
    canDelete ||
    rowActions.length > 0 ||
    detailPath !== undefined ||
    definition.routes?.detail !== undefined;
  const fieldNames = new Set(fields.map((f) => f.name));
  const tableColumns: ColumnsType<ResourceRow> = [
    ...fields
      .filter((f) => columns.visible.includes(f.name))
      .map((f) => ({
        key: f.name,
        dataIndex: f.name,
        title: f.meta.label[lang],
        sorter: sortable.includes(f.name),
        sortOrder: sortOrder(f.name),
        render: (value: unknown, row: ResourceRow) => {
          const custom = cellRender?.[f.name];
          const shown = custom ? custom(value, row) : <FieldValue meta={f.meta} value={value} compact />;
          const to = f.name === definition.titleField ? detailOf(row) : undefined;
          return to ? <Link to={to}>{shown}</Link> : shown;
        },
      })),
    // A description that lists a stamp as a field of its own (a log's time) shows it once.
    ...STAMPS.filter((name) => columns.visible.includes(name) && !fieldNames.has(name)).map((name) => ({
      key: name,
      dataIndex: name,
      title: t(`engine.${name}`),
      sorter: true,
      sortOrder: sortOrder(name),
      render: (value: unknown) => <TimestampValue value={value} />,
    })),
    // A list whose rows offer nothing (a log without a detail page) has no actions column.
    ...(rowsHaveActions ? [actionsColumn] : []),
  ];

  const exportParams = useMemo(() => {
    const { page: _page, size: _size, ...rest } = listApiParams(state, filterParams, fixedFilters);
    return rest;
  }, [state, filterParams, fixedFilters]);

  const filtered = Boolean(state.keyword) || Object.keys(state.filters).length > 0;
  const keywordFields = (definition.search ?? []).map((name) => definition.fields[name]?.label[lang] ?? name);
  const page = list.data;
  const paging = useTablePaging<ResourceRow>(state, update, page);

  let content: ReactNode;
  if (list.isPending) {
    content = <Skeleton active paragraph={{ rows: 8 }} title={false} />;
  } else if (list.isError && !page) {
    content = (
      <LazyResult
        status="error"
        title={t('engine.loadFailed')}
        subTitle={list.error.message}
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ListedNames value={page?.names}>
        <Table<ResourceRow>
          className={styles.table}
          rowKey="id"
          columns={hasActions ? tableColumns : tableColumns.filter((column) => column.key !== '__actions')}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          // From a tablet's width on: as wide as the columns' content while it fits, else as wide as
          // the page with long cells and headers wrapping (scrolling sideways only when even wrapped
          // columns do not fit). On a phone it scrolls: wrapped into a few pixels, Chinese text
          // would break after every character.
          scroll={{ x: screens.md ? true : 'max-content' }}
          tableLayout="auto"
          rowSelection={
            canDelete
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  ...(deletable
                    ? { getCheckboxProps: (row: ResourceRow) => ({ disabled: !deletable(row) }) }
                    : {}),
                }
              : undefined
          }
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t('engine.noMatches') : t('engine.noData')}
              >
                {filtered ? (
                  <Button onClick={() => update({ filters: {}, keyword: undefined })}>
                    {t('engine.clearFilters')}
                  </Button>
                ) : canCreate ? (
                  <Button
                    type="primary"
                    onMouseEnter={() => preloadResourceForm(definition)}
                    onClick={() => openForm(null)}
                  >
                    {t('engine.createTitle', { title: typeName })}
                  </Button>
                ) : null}
              </Empty>
            ),
          }}
          {...paging}
        />
      </ListedNames>
    );
  }

  return (
    <Flex vertical gap={16}>
      {filterFields.length > 0 || keywordFields.length > 0 ? (
        <Panel size="small">
          <SearchForm
            fields={filterFields}
            keywordFields={keywordFields}
            state={state}
            onSearch={(filters, keyword) => update({ filters, keyword })}
            onReset={() => update({ filters: {}, keyword: undefined, sort: undefined })}
          />
        </Panel>
      ) : null}
      <Panel title={title ?? typeName}>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Flex gap={8} wrap align="center">
            {canCreate ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onMouseEnter={() => preloadResourceForm(definition)}
                onFocus={() => preloadResourceForm(definition)}
                onClick={() => openForm(null)}
              >
                {t('engine.create')}
              </Button>
            ) : null}
            {canDelete && selected.length > 0 ? (
              <>
                <Button danger icon={<DeleteOutlined />} onClick={confirmBulkDelete}>
                  {t('engine.deleteSelected', { count: selected.length })}
                </Button>
                <SecondaryText>{t('engine.selected', { count: selected.length })}</SecondaryText>
                <Button type="link" onClick={() => setSelected([])}>
                  {t('engine.clearSelection')}
                </Button>
              </>
            ) : null}
          </Flex>
          <Flex gap={8} wrap>
            {access.export ? <ExportButton resourceKey={definition.key} params={exportParams} /> : null}
            {canImport ? (
              <Button
                icon={<UploadOutlined />}
                onMouseEnter={preloadImportDialog}
                onFocus={preloadImportDialog}
                onClick={() => {
                  setImportUsed(true);
                  setImporting(true);
                }}
              >
                {t('engine.import')}
              </Button>
            ) : null}
            <Tooltip title={t('engine.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('engine.refresh')}
                onClick={() => void list.refetch()}
              />
            </Tooltip>
            <ColumnSettings
              columns={columnChoices}
              visible={columns.visible}
              onChange={columns.setVisible}
              onReset={columns.reset}
            />
          </Flex>
        </Flex>
        {content}
      </Panel>
      {formUsed ? (
        <LazyResourceForm
          definition={definition}
          open={editing !== undefined}
          record={editing}
          onClose={() => setEditing(undefined)}
          fields={editing ? (editFields ?? formFields ?? parentFormFields) : (formFields ?? parentFormFields)}
          sections={formSections}
          container={formContainer ?? 'drawer'}
          initialValues={createDefaults}
          fixedValues={parentValues}
          createValues={createValues}
          inputs={formInputs}
          onSaved={onSaved}
        />
      ) : null}
      {canImport && importUsed ? (
        <LazyImportDialog
          definition={definition}
          open={importing}
          onClose={() => setImporting(false)}
          customerId={definition.scope === 'tenant' ? numberOr(fixedFilters?.customerId) : undefined}
        />
      ) : null}
    </Flex>
  );
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
