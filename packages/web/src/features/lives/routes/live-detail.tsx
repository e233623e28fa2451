import { liveDescription } from '@console/contract/resources/descriptions/lives';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordingsCard } from '@/components/recordings/recordings-card';
import { ResourceDetail } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useResource } from '@/engine/use-resource';
import { LiveAddresses } from '../components/live-addresses';
import { LiveHealth } from '../components/live-health';
import { liveDetailTabs, LIVE_TABS } from '../components/live-detail-tabs';
import { useLiveRowActions } from '../hooks/use-live-row-actions';

/**
 * SPEC /live/liveManage/liveDetail/{id}: one live stream — its fields and moves in the tabs
 * liveInfo (with its chat), fileShare, deviceInfo, onlineDevice, onlineAccount; its push and play
 * addresses, and the stream itself while it is on air.
 */
export default function LiveDetailPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = Number(param);
  const live = useResource(liveDescription, id);
  const { active, onTabChange } = useDetailTab(LIVE_TABS);
  return (
    <Flex vertical gap={16}>
      <ResourceDetail
        definition={liveDescription}
        id={id}
        actions={useLiveRowActions()}
        tabs={liveDetailTabs(id, t)}
        activeTab={active}
        onTabChange={onTabChange}
      />
      <LiveAddresses id={id} status={live.data?.status as string | undefined} />
      <LiveHealth id={id} status={live.data?.status as string | undefined} />
      <RecordingsCard
        kind="lives"
        id={id}
        status={live.data?.status as string | undefined}
        record={live.data?.record as boolean | undefined}
      />
    </Flex>
  );
}
