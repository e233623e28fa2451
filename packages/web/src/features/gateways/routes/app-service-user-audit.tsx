import { appServiceUserDescription } from '@console/contract/resources/descriptions/gateways';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { useAuditActions } from '../hooks/use-audit-actions';

const PENDING = { auditState: 'pending' } as const;

/** SPEC /appServiceUser/appServiceUserAudit: the applications waiting for a decision. */
export default function AppServiceUserAuditPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={appServiceUserDescription}
      title={t('approval.pendingTitle')}
      fixedFilters={PENDING}
      rowActions={useAuditActions(appServiceUserDescription)}
    />
  );
}
