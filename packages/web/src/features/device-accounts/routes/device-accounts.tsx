import { deviceAccountDescription } from '@console/contract/resources/descriptions/device-accounts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { LastSeen } from '../components/last-seen';
import { useEnableActions } from '../components/use-enable-actions';
import { deviceAccountEditPath } from '../paths';
import { deviceAccountSections } from '../sections';

const CELLS = { lastSeenAt: (value: unknown) => <LastSeen value={value} /> };

/**
 * SPEC /device/accounts: the tenant's terminals (platform administrators: every tenant's, with a
 * company column and filter), online status, last seen, enable/disable with confirmation.
 */
export default function DeviceAccountsPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => deviceAccountSections(t), [t]);
  const actions = useEnableActions();
  return (
    <ResourceList
      definition={deviceAccountDescription}
      title={t('deviceAccounts.title')}
      formSections={sections}
      rowActions={actions}
      detailPath={(row) => deviceAccountEditPath(row)}
      cellRender={CELLS}
    />
  );
}
