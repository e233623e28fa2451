import { adminDescription } from '@console/contract/resources/descriptions/admins';
import { useParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import { useResetPasswordAction } from '../components/use-reset-password';

/** SPEC /user/enterpriseAdministrator/adminDetail/{id} (and its adminInfo tab). */
export default function AdminDetailPage() {
  const { id } = useParams();
  const resetPassword = useResetPasswordAction();
  return <ResourceDetail definition={adminDescription} id={id} actions={[resetPassword]} />;
}
