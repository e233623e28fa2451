import { ambulanceHospitalDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { lazyFormInput } from '@/components/lazy-form-input';

const formInputs = {
  attributes: lazyFormInput(() =>
    import('@/components/ambulance-attributes/attribute-values-input').then((m) =>
      m.attributeValuesInput('hospital'),
    ),
  ),
};

/** SPEC /ambulance/hospital/hospitalManage: receiving hospitals with their position and geofence. */
export default function HospitalsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={ambulanceHospitalDescription}
      title={t('ambulanceFleet.hospitalsTitle')}
      formInputs={formInputs}
      createDefaults={{ enabled: true, departments: [], attributes: {} }}
    />
  );
}
