import type { RoomParticipant } from '@console/contract/resources/rooms';
import { Badge, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const BADGES: Record<
  RoomParticipant['presence'],
  'success' | 'processing' | 'default' | 'error' | 'warning'
> = {
  inRoom: 'success',
  joining: 'processing',
  offline: 'warning',
  left: 'default',
  failed: 'error',
  notInvited: 'default',
};

/** Where one device of a room is (in, joining, offline...), as a badge with its words. */
export function PresenceBadge({ presence }: { presence: RoomParticipant['presence'] }) {
  const { t } = useTranslation();
  return <Badge status={BADGES[presence]} text={t(`rooms.presence.${presence}`)} />;
}

/** The devices of a room and where each is; `compact` for a monitor tile. */
export function Participants({
  participants,
  compact = false,
}: {
  participants: readonly RoomParticipant[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (participants.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rooms.noDevices')} />;
  return (
    <List
      size="small"
      dataSource={[...participants]}
      rowKey="deviceAccountId"
      renderItem={(p) => (
        <List.Item data-testid={`participant-${p.account}`} data-presence={p.presence}>
          <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
            <Typography.Text ellipsis={compact ? { tooltip: p.name } : false}>
              {p.name}
              {!compact && <Typography.Text type="secondary"> ({p.account})</Typography.Text>}
            </Typography.Text>
            <PresenceBadge presence={p.presence} />
          </Flex>
        </List.Item>
      )}
    />
  );
}
