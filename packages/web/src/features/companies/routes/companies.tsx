import { companyDescription } from '@console/contract/resources/descriptions/companies';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import type { RowAction } from '@/engine/types';
import { advancePath } from '../advance-path';
import { baseSections } from '../sections';

/** SPEC /baseinfo/companyManage: the companies (tenants) of the platform. */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useMemo(() => baseSections(t), [t]);
  const actions = useMemo<RowAction[]>(
    () => [{ key: 'advance', label: t('companies.advanced'), run: (row) => navigate(advancePath(row.id)) }],
    [t, navigate],
  );
  return (
    <ResourceList
      definition={companyDescription}
      title={t('companies.title')}
      formSections={sections}
      rowActions={actions}
    />
  );
}
