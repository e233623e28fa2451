import { ambulanceVehicleDescription } from '@console/contract/resources/descriptions/ambulance-fleet';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { attributeValuesInput } from '../components/attribute-values-input';

const formInputs = { attributes: attributeValuesInput('vehicle') };

/**
 * SPEC /ambulance/device/deviceManage: the ambulances, each an ambulance terminal (a device
 * account of type ambulance) with its vehicle data; the live map is one click away.
 */
export default function VehiclesPage() {
  const { t } = useTranslation();
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Link to="/ambulance/device/liveMap">
          <Button type="primary" ghost>
            {t('ambulanceFleet.openMap')}
          </Button>
        </Link>
      </div>
      <ResourceList
        definition={ambulanceVehicleDescription}
        title={t('ambulanceFleet.vehiclesTitle')}
        formInputs={formInputs}
        createDefaults={{ enabled: true, crew: [], attributes: {} }}
      />
    </>
  );
}
