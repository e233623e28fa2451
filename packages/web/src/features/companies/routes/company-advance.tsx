import { companyDescription } from '@console/contract/resources/descriptions/companies';
import { Card, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ReferenceSelect } from '@/engine/reference-select';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { advancedSections } from '../sections';

const TABS = ['storage', 'meeting', 'summary', 'modules'] as const;

/**
 * SPEC /baseinfo/companyAdvance (hidden): a company's advanced settings — recording storage,
 * meetings and live streaming, meeting summaries, modules — one tab per group, each edited in
 * the engine's form with the definition's rules. The company is `?id=`; without one, choose it.
 */
export default function CompanyAdvancePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const id = Number(search.get('id'));
  const tabs = useMemo<DetailTab[]>(
    () =>
      advancedSections(t).map((section) => ({
        key: section.key,
        label: section.title,
        fields: section.fields,
      })),
    [t],
  );

  if (!Number.isInteger(id) || id <= 0)
    return (
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('companies.advanced')}
          </Typography.Title>
        }
      >
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label={t('companies.chooseCompany')} htmlFor="company-advance-company">
            <ReferenceSelect
              id="company-advance-company"
              resourceKey={companyDescription.key}
              onChange={(next) => {
                if (next) setSearch({ id: String(next) });
              }}
            />
          </Form.Item>
        </Form>
      </Card>
    );

  return (
    <ResourceDetail
      definition={companyDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
    />
  );
}
