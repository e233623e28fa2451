import { ambulanceCameraDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { lazyFormInput } from '@/components/lazy-form-input';

const formInputs = {
  attributes: lazyFormInput(() =>
    import('@/components/ambulance-attributes/attribute-values-input').then((m) =>
      m.attributeValuesInput('camera'),
    ),
  ),
};

/** SPEC /ambulance/device/netWorkCameraSourceList: the camera sources on board each ambulance. */
export default function CamerasPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={ambulanceCameraDescription}
      title={t('ambulanceFleet.camerasTitle')}
      formInputs={formInputs}
      createDefaults={{ enabled: true, position: 'cabin', attributes: {} }}
    />
  );
}
