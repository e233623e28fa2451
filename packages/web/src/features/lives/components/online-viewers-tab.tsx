import type { LiveViewerKind } from '@console/contract/live-chat';
import { Skeleton } from 'antd';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useLiveOnline } from '../api/get-live-online';
import { useLiveChannel } from '../hooks/use-live-channel';
import { ViewersTable } from './viewers-table';

/** The onlineDevice and onlineAccount tabs: the terminals or console accounts watching now. */
export function OnlineViewersTab({ id, kind }: { id: number; kind: LiveViewerKind }) {
  const online = useLiveOnline(id);
  useLiveChannel(id, 'audit');
  if (online.isPending) return <Skeleton active />;
  if (online.isError) return <LoadFailedAlert onRetry={() => void online.refetch()} />;
  return <ViewersTable viewers={online.data.viewers} kind={kind} onlineOnly />;
}
