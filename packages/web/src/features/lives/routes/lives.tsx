import { liveDescription } from '@console/contract/resources/descriptions/lives';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { LiveStatusTag } from '../components/live-status';
import { useLiveRowActions } from '../hooks/use-live-row-actions';

/**
 * SPEC /live/liveManage: the company's live streams. Start lets the stream server take a stream's
 * push, end cuts it off; the server decides each move.
 */
export default function LivesPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={liveDescription}
      title={t('lives.title')}
      rowActions={useLiveRowActions()}
      cellRender={{ status: (value) => <LiveStatusTag status={String(value)} /> }}
    />
  );
}
