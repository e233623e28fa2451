import { ambulanceCameraDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { attributeValuesInput } from '@/components/ambulance-attributes/attribute-values-input';

const formInputs = { attributes: attributeValuesInput('camera') };

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
