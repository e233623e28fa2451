import { networkCameraDescription } from '@console/contract/resources/descriptions/network-cameras';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** Tab networkCamera: the cameras attached to this terminal; new ones are attached to it. */
export default function NetworkCameras({ deviceAccountId }: { deviceAccountId: number }) {
  const { t } = useTranslation();
  const parent = useMemo(() => ({ field: 'deviceAccountId', id: deviceAccountId }), [deviceAccountId]);
  return (
    <ResourceList
      definition={networkCameraDescription}
      title={t('deviceAccounts.tabs.networkCamera')}
      parent={parent}
    />
  );
}
