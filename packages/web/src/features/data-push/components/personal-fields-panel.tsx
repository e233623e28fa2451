import { PATHS } from '@console/contract/api/paths';
import {
  DATA_PUSH_PERSONAL_FIELDS,
  DATA_PUSH_PERSONAL_FIELD_LABELS,
  type DataPushPersonalField,
} from '@console/contract/resources/descriptions/data-push';
import type { DataPushFieldPolicy } from '@console/contract/resources/data-push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { ReferenceSelect } from '@/engine/reference-select';
import { labelText, useLang } from '@/engine/use-lang';
import { isPlatformUser } from '@/engine/use-resource-access';
import { api } from '@/lib/api-client';
import { useUserInfo } from '@/lib/session/api/get-user-info';

const FIELDS_PATH = PATHS.resource('dataPushFields');
const fieldsKey = (customerId: number | undefined) => ['dataPushFields', customerId ?? 'own'] as const;

/**
 * The company's allow-list of personal fields (issue 17): the patient's and family member's data
 * a delivery carries only when chosen here. A platform administrator picks the company first.
 */
export function PersonalFieldsPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const platform = isPlatformUser(useUserInfo().data);
  const [company, setCompany] = useState<number | undefined>();
  const ready = !platform || company !== undefined;
  const query = useQuery({
    queryKey: fieldsKey(company),
    queryFn: ({ signal }) =>
      api.get<DataPushFieldPolicy>(FIELDS_PATH, { params: company ? { customerId: company } : {}, signal }),
    enabled: ready,
  });
  // What the user ticked since the last load or save; null: what is saved.
  const [draft, setDraft] = useState<DataPushPersonalField[] | null>(null);
  const chosen = draft ?? query.data?.fields ?? [];
  const save = useMutation({
    mutationFn: (fields: DataPushPersonalField[]) =>
      api.put<DataPushFieldPolicy>(
        FIELDS_PATH,
        { fields },
        { params: company ? { customerId: company } : {} },
      ),
    onSuccess: (saved) => {
      client.setQueryData(fieldsKey(company), saved);
      setDraft(null);
      void message.success(t('dataPush.fieldsSaved'));
    },
  });
  const added = chosen.filter((field) => !query.data?.fields.includes(field));
  const submit = () => {
    if (added.length === 0) return void save.mutate(chosen);
    modal.confirm({
      title: t('dataPush.confirmFieldsTitle'),
      content: t('dataPush.confirmFields', {
        fields: added
          .map((field) => labelText(DATA_PUSH_PERSONAL_FIELD_LABELS[field], lang))
          .join(lang === 'en' ? ', ' : '、'),
      }),
      onOk: () => save.mutateAsync(chosen),
    });
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <Alert type="info" showIcon title={t('dataPush.fieldsIntro')} />
      {platform ? (
        <Form.Item label={t('dataPush.fieldsCompany')} style={{ marginBottom: 0 }}>
          <ReferenceSelect
            resourceKey="companies"
            value={company}
            onChange={(id) => {
              setCompany(id);
              setDraft(null);
            }}
            placeholder={t('dataPush.fieldsChooseCompany')}
            aria-label={t('dataPush.fieldsCompany')}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
      ) : null}
      {ready ? (
        <QueryState query={query} failedTitle={t('dataPush.fieldsLoadFailed')}>
          {() => (
            <>
              <Checkbox.Group
                value={chosen}
                onChange={(values) => setDraft(values)}
                disabled={!editable}
                aria-label={t('dataPush.fields')}
              >
                <Flex vertical gap="small">
                  {DATA_PUSH_PERSONAL_FIELDS.map((field) => (
                    <Checkbox key={field} value={field}>
                      {labelText(DATA_PUSH_PERSONAL_FIELD_LABELS[field], lang)}
                    </Checkbox>
                  ))}
                </Flex>
              </Checkbox.Group>
              <Typography.Text type="secondary">{t('dataPush.fieldsNever')}</Typography.Text>
              {editable ? (
                <div>
                  <Button type="primary" onClick={submit} loading={save.isPending}>
                    {t('engine.save')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      ) : null}
    </Flex>
  );
}
