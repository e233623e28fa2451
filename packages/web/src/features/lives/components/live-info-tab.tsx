import { Space } from 'antd';
import { useLiveChatStatus } from '../api/get-live-chat-status';
import { LiveAccessSummary } from './live-access-summary';
import { LiveChat } from './live-chat';

/**
 * The liveInfo tab below the stream's fields: who may watch, and its chat for the signed-in
 * viewer. (The chat audit and online pages are the stream's actions, opening in a new tab.)
 */
export function LiveInfoTab({ id }: { id: number }) {
  const status = useLiveChatStatus(id).data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {status && <LiveAccessSummary status={status} />}
      <LiveChat id={id} />
    </Space>
  );
}
