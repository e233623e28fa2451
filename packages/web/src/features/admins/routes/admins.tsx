import { adminDescription } from '@console/contract/resources/descriptions/admins';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import { useUnlockLoginAction } from '@/lib/session/use-unlock-login-action';
import { useResetPasswordAction } from '../components/use-reset-password';

/** SPEC /user/enterpriseAdministrator: the customer administrators of every company. */
export default function AdminsPage() {
  const { t } = useTranslation();
  const resetPassword = useResetPasswordAction();
  const unlockLogin = useUnlockLoginAction();
  return (
    <ResourceList
      definition={adminDescription}
      title={t('admins.title')}
      formContainer="modal"
      rowActions={[resetPassword, unlockLogin]}
      // the definition's detail route is not where the catalogue puts the page
      detailPath={(row) => routeTo('adminDetail', row.id)}
    />
  );
}
