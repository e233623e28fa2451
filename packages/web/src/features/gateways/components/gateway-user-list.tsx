import { gatewayUserDescription } from '@console/contract/resources/descriptions/gateways';
import { ResourceList } from '@/engine/resource-list';
import { useAuditActions, useGatewayUsersLive } from '../hooks/use-audit-actions';

/**
 * Gateway users with their approval and presence, live: all of the company's, or one gateway's
 * (`gatewayId` of company `customerId`, whose rows open under that gateway's route).
 */
export function GatewayUserList({ gatewayId, customerId }: { gatewayId?: number; customerId?: number }) {
  useGatewayUsersLive();
  const actions = useAuditActions(gatewayUserDescription);
  return gatewayId ? (
    <ResourceList
      definition={gatewayUserDescription}
      // The gateway's company: a platform administrator's new user goes there.
      parent={{ field: 'gatewayId', id: gatewayId, customerId }}
      rowActions={actions}
      detailPath={(row) => `/gateway/gatewayManage/detail/${gatewayId}/${row.id}`}
    />
  ) : (
    <ResourceList definition={gatewayUserDescription} rowActions={actions} />
  );
}
