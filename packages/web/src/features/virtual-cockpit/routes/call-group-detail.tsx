import { callGroupDescription } from '@console/contract/resources/descriptions/virtual-cockpit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import type { ResourceRow } from '@/engine/types';
import { GroupNow } from '../components/group-now';

const TABS = ['now', 'info'] as const;
const INFO_FIELDS = ['name', 'deviceAccountIds', 'chairmanId', 'allowCallAll', 'description'];

/**
 * SPEC /mcVirtualCockpit/mc_virtualCockpitCallGroupInfo/{id}: who of the group is in a call now
 * (live), and the group's settings.
 */
export default function CallGroupDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'now',
        label: t('virtualCockpit.now'),
        content: (row: ResourceRow) => <GroupNow id={row.id} />,
      },
      { key: 'info', label: t('virtualCockpit.info'), fields: INFO_FIELDS, stamps: true },
    ],
    [t],
  );
  return (
    <ResourceDetail
      definition={callGroupDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      listPath="/mcVirtualCockpit/mc_virtualCockpitCallGroup"
    />
  );
}
