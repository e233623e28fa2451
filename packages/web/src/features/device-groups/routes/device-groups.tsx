import { deviceGroupDescription } from '@console/contract/resources/descriptions/device-groups';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';

const memberCount = (row: ResourceRow) =>
  Array.isArray(row.deviceAccountIds) ? row.deviceAccountIds.length : 0;

/** SPEC /device/groupManage: named groups of the company's terminals. */
export default function DeviceGroupsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={deviceGroupDescription}
      title={t('deviceCatalogue.groups.title')}
      formContainer="modal"
      deleteContent={(row) =>
        memberCount(row) > 0
          ? t('deviceCatalogue.groups.deleteMembers', { count: memberCount(row) })
          : undefined
      }
    />
  );
}
