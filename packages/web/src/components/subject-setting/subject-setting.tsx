import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { FieldValue } from '@/engine/field-value';
import { fieldsOf, schemaDefault } from '@/engine/fields';
import { LazyResourceForm, preloadResourceForm } from '@/engine/lazy-form';
import { resourceListQueryOptions } from '@/engine/resource-api';
import type { AnyResource } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { useResourceAccess } from '@/engine/use-resource-access';

/** A resource with one row per subject (`subject`, `subjectId`) and zod field schemas. */
type SubjectResource = AnyResource & { shape: Record<string, unknown> };

/** The one setting of a subject, if saved yet (there is at most one per subject). */
export const subjectSettingQueryOptions = (key: string, subject: string, subjectId: number) =>
  resourceListQueryOptions(key, { subject, subjectId, size: 1 });

export interface SubjectSettingProps {
  definition: SubjectResource;
  /** The fields shown and edited. */
  fields: readonly string[];
  subject: string;
  subjectId: number;
  text: { loadFailed: string; notSet: string; edit: string };
}

/**
 * The one setting row of a camera, a member or a device (visit settings, intensive care
 * settings): until the first save the defaults are shown; saving creates the subject's row,
 * later saves update it.
 */
export function SubjectSetting({ definition, fields: names, subject, subjectId, text }: SubjectSettingProps) {
  const lang = useLang();
  const access = useResourceAccess(definition);
  const query = useQuery(subjectSettingQueryOptions(definition.key, subject, subjectId));
  const [editing, setEditing] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const fields = useMemo(() => fieldsOf(definition, names), [definition, names]);
  const fixedValues = useMemo(() => ({ subject, subjectId }), [subject, subjectId]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <LoadFailedAlert title={text.loadFailed} onRetry={() => void query.refetch()} />;

  const row = query.data.list[0] ?? null;
  const valueOf = (name: string) => (row ? row[name] : schemaDefault(definition.shape[name]));
  const canEdit = row ? access.update : access.create;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap justify="space-between">
        {row ? <span /> : <Typography.Text type="secondary">{text.notSet}</Typography.Text>}
        {canEdit ? (
          <Button
            icon={<EditOutlined />}
            onMouseEnter={() => preloadResourceForm(definition)}
            onFocus={() => preloadResourceForm(definition)}
            onClick={() => {
              setFormUsed(true);
              setEditing(true);
            }}
          >
            {text.edit}
          </Button>
        ) : null}
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        items={fields.map((field) => ({
          key: field.name,
          label: field.meta.label[lang],
          children: <FieldValue meta={field.meta} value={valueOf(field.name)} />,
        }))}
      />
      {formUsed ? (
        <LazyResourceForm
          definition={definition}
          open={editing}
          record={row}
          onClose={() => setEditing(false)}
          fields={names}
          fixedValues={fixedValues}
          title={text.edit}
        />
      ) : null}
    </Flex>
  );
}
