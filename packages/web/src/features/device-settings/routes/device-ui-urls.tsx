import { deviceUiUrlDescription } from '@console/contract/resources/descriptions/device-ui-urls';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** SPEC /device/deviceUIUrl: the device UI addresses terminals can load; one is the default. */
export default function DeviceUiUrlsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={deviceUiUrlDescription}
      title={t('deviceCatalogue.uiUrls.title')}
      formContainer="modal"
    />
  );
}
