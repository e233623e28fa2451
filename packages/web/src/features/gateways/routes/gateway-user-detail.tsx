import { gatewayUserDescription } from '@console/contract/resources/descriptions/gateways';
import { useParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import { useAuditActions, useGatewayUsersLive } from '../hooks/use-audit-actions';

/**
 * One gateway user: SPEC /appUser/gatewayUser/detail/{id}, and under its gateway
 * /gateway/gatewayManage/detail/{serviceId}/{id} (Back returns to that gateway's users).
 */
export default function GatewayUserDetailPage() {
  const { id, serviceId } = useParams();
  useGatewayUsersLive();
  return (
    <ResourceDetail
      definition={gatewayUserDescription}
      id={id}
      actions={useAuditActions(gatewayUserDescription)}
      {...(serviceId ? { listPath: `/gateway/gatewayManage/userList/${serviceId}` } : {})}
    />
  );
}
