import { callGroupDescription } from '@console/contract/resources/descriptions/virtual-cockpit';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/**
 * SPEC /mcVirtualCockpit/mc_virtualCockpitCallGroup: the company's call groups (members, the
 * chairman among them, whether members may call anyone); each opens on who is in a call now.
 */
export default function CallGroupsPage() {
  const { t } = useTranslation();
  return <ResourceList definition={callGroupDescription} title={t('virtualCockpit.groups')} />;
}
