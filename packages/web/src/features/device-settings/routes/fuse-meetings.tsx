import { fuseMeetingDescription } from '@console/contract/resources/descriptions/fuse-meetings';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** SPEC /device/fuseMeeting: SIP / H.323 gateways for standard video terminals. */
export default function FuseMeetingsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={fuseMeetingDescription}
      title={t('deviceCatalogue.fuseMeetings.title')}
      formContainer="modal"
    />
  );
}
