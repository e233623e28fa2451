import {
  VISIT_SETTING_FIELDS,
  visitSettingDefinition,
  type VisitSubject,
} from '@console/contract/resources/visit-settings';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { FieldValue } from '@/engine/field-value';
import { fieldsOf, schemaDefault } from '@/engine/fields';
import { LazyResourceForm, preloadResourceForm } from '@/engine/lazy-form';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { useLang } from '@/engine/use-lang';
import { useResourceAccess } from '@/engine/use-resource-access';

/** The one setting of a subject, if saved yet (there is at most one per subject). */
export const visitSettingQueryOptions = (subject: VisitSubject, subjectId: number) =>
  resourceListQueryOptions(visitSettingDefinition.key, { subject, subjectId, size: 1 });

/**
 * The ICU family-visit settings of a camera, a member or a device (tabs visitSetting and
 * accountVisitSetting): one component for the three. Until the first save the defaults are
 * shown; saving creates the subject's setting, later saves update it.
 */
export function VisitSettings({ subject, subjectId }: { subject: VisitSubject; subjectId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const access = useResourceAccess(visitSettingDefinition);
  const query = useQuery(visitSettingQueryOptions(subject, subjectId));
  const [editing, setEditing] = useState(false);
  const [formUsed, setFormUsed] = useState(false);
  const fields = useMemo(() => fieldsOf(visitSettingDefinition, VISIT_SETTING_FIELDS), []);
  const fixedValues = useMemo(() => ({ subject, subjectId }), [subject, subjectId]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError)
    return <LoadFailedAlert title={t('visitSettings.loadFailed')} onRetry={() => void query.refetch()} />;

  const row = query.data.list[0] ?? null;
  const valueOf = (name: string) =>
    row
      ? row[name]
      : schemaDefault(visitSettingDefinition.shape[name as keyof typeof visitSettingDefinition.shape]);
  const canEdit = row ? access.update : access.create;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap justify="space-between">
        {row ? <span /> : <Typography.Text type="secondary">{t('visitSettings.notSet')}</Typography.Text>}
        {canEdit ? (
          <Button
            icon={<EditOutlined />}
            onMouseEnter={() => preloadResourceForm(visitSettingDefinition)}
            onFocus={() => preloadResourceForm(visitSettingDefinition)}
            onClick={() => {
              setFormUsed(true);
              setEditing(true);
            }}
          >
            {t('visitSettings.edit')}
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
          definition={visitSettingDefinition}
          open={editing}
          record={row}
          onClose={() => setEditing(false)}
          fields={VISIT_SETTING_FIELDS}
          fixedValues={fixedValues}
          title={t('visitSettings.edit')}
        />
      ) : null}
    </Flex>
  );
}
