import { liveFileDescription } from '@console/contract/resources/descriptions/live-files';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/** The fileShare tab: files shared with the stream's viewers (JPG/PNG up to 500 KB, checked by content). */
export function LiveFilesTab({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={liveFileDescription}
      title={t('liveChat.files')}
      parent={{ field: 'liveId', id }}
      formContainer="modal"
      detailPath={() => undefined}
    />
  );
}
