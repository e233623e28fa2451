import { roleDescription } from '@console/contract/resources/descriptions/roles';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** SPEC /user/role: roles and the menus they grant. */
export default function RolesPage() {
  const { t } = useTranslation();
  return <ResourceList definition={roleDescription} title={t('roles.title')} />;
}
