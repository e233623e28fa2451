import { appServiceUserDescription } from '@console/contract/resources/descriptions/gateways';
import { ResourceList } from '@/engine/resource-list';
import { useAuditActions } from '../hooks/use-audit-actions';

/** SPEC /appServiceUser/appServiceUserManage: who uses which application service, with approval. */
export default function AppServiceUsersPage() {
  return (
    <ResourceList
      definition={appServiceUserDescription}
      rowActions={useAuditActions(appServiceUserDescription)}
    />
  );
}
