import { roleDefinition } from '@console/contract/resources/roles';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** SPEC /user/role: roles and the menus they grant. */
export default function RolesPage() {
  const { t } = useTranslation();
  return <ResourceList definition={roleDefinition} title={t('roles.title')} />;
}
