import { smsTemplateDescription } from '@console/contract/resources/descriptions/sms-templates';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** The SMS templates (type, id, name, parameter count, description), the SMS settings' second tab. */
export default function SmsTemplates() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={smsTemplateDescription}
      title={t('systemSettings.templates')}
      urlState={false}
    />
  );
}
