import { companyDefinition } from '@console/contract/resources/companies';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { companySections } from '../sections';

/** SPEC /baseinfo/companyManage: the companies (tenants) of the platform. */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => companySections(t), [t]);
  return <ResourceList definition={companyDefinition} title={t('companies.title')} formSections={sections} />;
}
