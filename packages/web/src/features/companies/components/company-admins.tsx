import { adminDescription } from '@console/contract/resources/descriptions/admins';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';

/** The company's enterprise administrators (its "customer users"), created here for this company. */
export function CompanyAdmins({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const fixed = useMemo(() => ({ customerId }), [customerId]);
  return (
    <ResourceList
      definition={adminDescription}
      title={t('companies.admins')}
      fixedFilters={fixed}
      createDefaults={fixed}
      urlState={false}
      formContainer="modal"
      detailPath={(row) => routeTo('adminDetail', row.id)}
    />
  );
}
