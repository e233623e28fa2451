import { chatPhraseDescription } from '@console/contract/resources/descriptions/virtual-cockpit';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** SPEC /mcVirtualCockpit/mc_chatTerminology: the phrases the company's terminals offer in chat, in order. */
export default function ChatPhrasesPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={chatPhraseDescription}
      title={t('virtualCockpit.phrases')}
      formContainer="modal"
      createDefaults={{ sort: 0 }}
    />
  );
}
