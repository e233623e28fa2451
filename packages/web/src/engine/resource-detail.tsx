import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FieldValue, TimestampValue } from './field-value';
import { fieldsOf, rowTitle } from './fields';
import { LazyResourceForm, preloadResourceForm } from './lazy-form';
import type { FormSection } from './resource-form';
import type { AnyResource, FormInput, ResourceRow, RowAction } from './types';
import { useLang } from './use-lang';
import { RowLoadError } from './row-load-error';
import { useResource } from './use-resource';
import { useResourceAccess } from './use-resource-access';
import { useDeleteResource } from './use-resource-mutations';

export interface DetailTab {
  key: string;
  label: string;
  /** Fields shown (and edited) on this tab. */
  fields?: readonly string[];
  /** Anything else the tab shows: instead of fields, or below them when both are given. */
  content?: ReactNode | ((row: ResourceRow) => ReactNode);
  /** Show created/updated times under the fields. */
  stamps?: boolean;
}

export interface ResourceDetailProps {
  definition: AnyResource;
  id: number | string | undefined;
  /** Fields shown without tabs (default: every returned field). */
  fields?: readonly string[];
  tabs?: readonly DetailTab[];
  activeTab?: string | undefined;
  onTabChange?: (key: string) => void;
  /** Custom actions next to edit and delete. */
  actions?: readonly RowAction[];
  /** Form sections for editing when no tab narrows the fields. */
  formSections?: readonly FormSection[];
  /** The feature's own inputs for some form fields (a service code with its refresh button). */
  formInputs?: Readonly<Record<string, FormInput>>;
  readOnly?: boolean;
  /** After a delete (default: the list, {@link listPath}). */
  onDeleted?: () => void;
  /**
   * The list this page belongs to, for Back and after a delete (default: the definition's list
   * route); a page shown under another application's menu (/icu) names its own.
   */
  listPath?: string;
  /** What deleting this row does, when it says more than the generic warning. */
  deleteContent?: (row: ResourceRow) => ReactNode | undefined;
  /** A row the server will not delete (as the list's `deletable`) gets no delete button. */
  deletable?: (row: ResourceRow) => boolean;
  /** A row the server will not change (as the list's `editable`) gets no edit button. */
  editable?: (row: ResourceRow) => boolean;
  /** Values drawn by the page instead of the engine (as the list's `cellRender`: rich text). */
  valueRender?: ValueRender;
}

type ValueRender = Readonly<Record<string, (value: unknown, row: ResourceRow) => ReactNode>>;

function DescriptionsOf({
  definition,
  row,
  names,
  stamps,
  valueRender,
}: {
  definition: AnyResource;
  row: ResourceRow;
  names: readonly string[];
  stamps: boolean;
  valueRender?: ValueRender | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = fieldsOf(definition, names)
    .filter((f) => !f.meta.writeOnly && !f.meta.virtual)
    .map((f) => ({
      key: f.name,
      label: f.meta.label[lang],
      children: valueRender?.[f.name] ? (
        valueRender[f.name]!(row[f.name], row)
      ) : (
        <FieldValue meta={f.meta} value={row[f.name]} />
      ),
      ...(f.meta.wide || f.meta.kind === 'textarea' || f.meta.kind === 'menuTree'
        ? { span: 'filled' as const }
        : {}),
    }));
  if (stamps) {
    items.push(
      { key: 'createdAt', label: t('engine.createdAt'), children: <TimestampValue value={row.createdAt} /> },
      { key: 'updatedAt', label: t('engine.updatedAt'), children: <TimestampValue value={row.updatedAt} /> },
    );
  }
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, xl: 3 }} items={items} />;
}

/**
 * One row of a resource: its fields as descriptions (option labels, yes/no, referenced names),
 * optionally in tabs, with edit, delete (confirmed) and custom actions.
 */
export function ResourceDetail({
  definition,
  id,
  fields,
  tabs,
  activeTab,
  onTabChange,
  actions = [],
  formSections,
  formInputs,
  readOnly = false,
  onDeleted,
  deleteContent,
  deletable,
  editable,
  listPath,
  valueRender,
}: ResourceDetailProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const access = useResourceAccess(definition);
  const query = useResource(definition, id);
  const remove = useDeleteResource(definition);
  const [editing, setEditing] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const listRoute = listPath ?? definition.routes?.list;

  const back = listRoute ? (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listRoute)}>
      {t('engine.back')}
    </Button>
  ) : null;

  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (query.isError || !query.data)
    return (
      <RowLoadError
        definition={definition}
        error={query.error}
        onBack={listRoute ? () => navigate(listRoute) : undefined}
        onRetry={() => void query.refetch()}
      />
    );

  const row = query.data;
  const name = rowTitle(definition, row);
  const tab = tabs?.find((x) => x.key === activeTab) ?? tabs?.[0];
  const editFields = tab ? tab.fields : fields;
  const canEdit =
    !readOnly && access.update && (!tabs || Boolean(tab?.fields)) && (!editable || editable(row));

  const confirmDelete = () =>
    modal.confirm({
      title: t('engine.deleteTitle', { title: definition.title[lang], name }),
      content: deleteContent?.(row) ?? t('engine.deleteContent'),
      okText: t('engine.delete'),
      okType: 'danger',
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: () =>
        remove.mutateAsync(row.id).then(() => {
          void message.success(t('engine.deleted'));
          if (onDeleted) onDeleted();
          else if (listRoute) navigate(listRoute);
        }),
    });

  const runAction = (action: RowAction) => {
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

  const toolbar = (
    <Flex gap={8} wrap>
      {canEdit ? (
        <Button
          type="primary"
          icon={<EditOutlined />}
          onMouseEnter={() => preloadResourceForm(definition)}
          onFocus={() => preloadResourceForm(definition)}
          onClick={() => {
            setFormUsed(true);
            setEditing(true);
          }}
        >
          {t('engine.edit')}
        </Button>
      ) : null}
      {actions
        .filter((action) => !action.visible || action.visible(row))
        .map((action) => (
          <Button key={action.key} danger={action.danger} onClick={() => runAction(action)}>
            {action.label}
          </Button>
        ))}
      {!readOnly && access.delete && (!deletable || deletable(row)) ? (
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          {t('engine.delete')}
        </Button>
      ) : null}
    </Flex>
  );

  const shownFields = fields ?? definition.returnedFields;
  const body = tabs ? (
    <Tabs
      activeKey={tab?.key}
      onChange={onTabChange}
      items={tabs.map((x) => ({
        key: x.key,
        label: x.label,
        children: (
          <Flex vertical gap={16}>
            {x.fields !== undefined || x.content === undefined ? (
              <DescriptionsOf
                definition={definition}
                row={row}
                names={x.fields ?? []}
                stamps={Boolean(x.stamps)}
                valueRender={valueRender}
              />
            ) : null}
            {typeof x.content === 'function' ? x.content(row) : x.content}
          </Flex>
        ),
      }))}
    />
  ) : (
    <DescriptionsOf definition={definition} row={row} names={shownFields} stamps valueRender={valueRender} />
  );

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {definition.title[lang]}: {name}
          </Typography.Title>
        </Flex>
      }
      extra={back}
    >
      <Flex vertical gap={16}>
        {toolbar}
        {body}
      </Flex>
      {formUsed ? (
        <LazyResourceForm
          definition={definition}
          open={editing}
          record={row}
          onClose={() => setEditing(false)}
          fields={editFields}
          sections={editFields ? undefined : formSections}
          inputs={formInputs}
        />
      ) : null}
    </Card>
  );
}
