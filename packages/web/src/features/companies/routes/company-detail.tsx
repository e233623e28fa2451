import { companyDescription } from '@console/contract/resources/descriptions/companies';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import type { RowAction } from '@/engine/types';
import { IndicatorList } from '@/components/monitoring-indicators/indicator-list';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useApplications } from '@/lib/session/api/get-applications';
import { advancePath } from '../advance-path';
import { ADVANCED_FIELDS, BASE_FIELDS } from '../sections';

// The tab with the administrators' list (a table) loads when opened.
const CompanyPermissions = lazy(() => import('../components/company-permissions'));

const TABS = ['baseInfo', 'permission', 'attribute', 'monitorIndicatorSetting'] as const;

/**
 * SPEC /baseinfo/companyDetail/{id} with the customer tabs baseInfo, permission (the company's
 * applications, menu permissions and administrators), attribute and, with intensive care,
 * monitorIndicatorSetting (the company's monitoring indicators); its advanced settings are
 * one click away (companyAdvance). The tab routes (`.../{id}/permission`) open the
 * same page; switching tabs keeps one page (and one tags-view tab) with `?tab=`.
 */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { active: wanted, onTabChange } = useDetailTab(TABS);
  const apps = useApplications();
  const icu = apps.data?.some((app) => app.key === 'aiIcu') ?? false;
  const active = wanted === 'monitorIndicatorSetting' && !icu ? 'baseInfo' : wanted;
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
      { key: 'attribute', label: t('companies.tabs.attribute'), fields: ADVANCED_FIELDS },
      ...(icu
        ? [
            {
              key: 'monitorIndicatorSetting',
              label: t('icuMonitoring.tabs.monitorIndicatorSetting'),
              content: <IndicatorList customerId={customerId} />,
            },
          ]
        : []),
    ],
    [t, customerId, icu],
  );
  const actions = useMemo<RowAction[]>(
    () => [{ key: 'advance', label: t('companies.advanced'), run: () => navigate(advancePath(customerId)) }],
    [t, navigate, customerId],
  );

  return (
    <ResourceDetail
      definition={companyDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      actions={actions}
    />
  );
}
