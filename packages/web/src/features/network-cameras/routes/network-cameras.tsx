import { networkCameraDescription } from '@console/contract/resources/descriptions/network-cameras';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { cameraSections } from '../sections';

/** SPEC /device/networkCameraManage: the company's network cameras. */
export default function NetworkCamerasPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => cameraSections(t), [t]);
  return (
    <ResourceList
      definition={networkCameraDescription}
      title={t('deviceCatalogue.cameras.title')}
      formSections={sections}
    />
  );
}
