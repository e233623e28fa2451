import { ambulanceVehicleDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { lazyFormInput } from '@/components/lazy-form-input';

const formInputs = {
  attributes: lazyFormInput(() =>
    import('@/components/ambulance-attributes/attribute-values-input').then((m) =>
      m.attributeValuesInput('vehicle'),
    ),
  ),
};

/**
 * SPEC /ambulance/device/deviceManage: the ambulances, each an ambulance terminal (a device
 * account of type ambulance) with its vehicle data; the live map is one click away.
 */
export default function VehiclesPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={ambulanceVehicleDescription}
      title={
        <Space size="middle" wrap>
          {t('ambulanceFleet.vehiclesTitle')}
          <Link to="/ambulance/device/liveMap" style={{ fontWeight: 'normal', fontSize: 14 }}>
            {t('ambulanceFleet.openMap')}
          </Link>
        </Space>
      }
      formInputs={formInputs}
      createDefaults={{ enabled: true, crew: [], attributes: {} }}
    />
  );
}
