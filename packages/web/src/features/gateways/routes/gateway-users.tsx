import { gatewayDescription } from '@console/contract/resources/descriptions/gateways';
import { useParams } from 'react-router-dom';
import { useResource } from '@/engine/use-resource';
import { GatewayUserList } from '../components/gateway-user-list';

/** SPEC /gateway/gatewayManage/userList/{id}: one gateway's users, to approve and watch. */
export default function GatewayUsersPage() {
  const { id } = useParams();
  const gateway = useResource(gatewayDescription, id);
  const customerId = gateway.data?.customerId;
  return (
    <GatewayUserList
      gatewayId={Number(id)}
      customerId={typeof customerId === 'number' ? customerId : undefined}
    />
  );
}
