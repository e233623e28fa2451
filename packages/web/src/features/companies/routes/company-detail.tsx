import { companyDefinition } from '@console/contract/resources/companies';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { ATTRIBUTE_FIELDS, BASE_FIELDS } from '../sections';

// The tab with the administrators' list (a table) loads when opened.
const CompanyPermissions = lazy(() => import('../components/company-permissions'));

const TABS = ['baseInfo', 'permission', 'attribute'] as const;

/**
 * SPEC /baseinfo/companyDetail/{id} with the customer tabs baseInfo, permission (the company's
 * applications and administrators) and attribute. The tab routes (`.../{id}/permission`) open the
 * same page; switching tabs keeps one page (and one tags-view tab) with `?tab=`.
 */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const customerId = Number(id);

  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'baseInfo', label: t('companies.tabs.baseInfo'), fields: BASE_FIELDS, stamps: true },
      {
        key: 'permission',
        label: t('companies.tabs.permission'),
        content: (
          <Suspense fallback={<Skeleton active />}>
            <CompanyPermissions customerId={customerId} />
          </Suspense>
        ),
      },
      { key: 'attribute', label: t('companies.tabs.attribute'), fields: ATTRIBUTE_FIELDS },
    ],
    [t, customerId],
  );

  return (
    <ResourceDetail
      definition={companyDefinition}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
    />
  );
}
