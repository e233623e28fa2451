import { useParams } from 'react-router-dom';
import { GatewayUserList } from '../components/gateway-user-list';

/** SPEC /gateway/gatewayManage/userList/{id}: one gateway's users, to approve and watch. */
export default function GatewayUsersPage() {
  const { id } = useParams();
  return <GatewayUserList gatewayId={Number(id)} />;
}
