import { GatewayUserList } from '../components/gateway-user-list';

/** SPEC /appUser/gatewayUser: every gateway's applet users, with approval and presence. */
export default function AppUsersPage() {
  return <GatewayUserList />;
}
