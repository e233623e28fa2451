import type { CollaborationLive, CollaborationParticipant } from '@console/contract/resources/collaboration';
import { formatDuration } from '@console/contract/resources/descriptions/collaboration';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  List,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { formatDate } from '@/engine/dates';
import { formatBytes } from '@/engine/format-bytes';
import { useConvertSessionRecording, useSessionLive } from '../api/get-session-live';
import { SessionStateTag } from './session-state-tag';

function ParticipantRow({ p, running }: { p: CollaborationParticipant; running: boolean }) {
  const { t } = useTranslation();
  const status = p.joined ? 'success' : running && p.online === false ? 'warning' : 'default';
  const text = p.joined
    ? t(running ? 'collaboration.inSession' : 'collaboration.joined')
    : running && p.online === false
      ? t('collaboration.offline')
      : t('collaboration.notJoined');
  return (
    <List.Item data-testid={`participant-${p.kind}-${p.id}`} data-joined={String(p.joined)}>
      <Flex justify="space-between" gap={8} wrap style={{ width: '100%' }}>
        <Typography.Text>
          {p.name}
          {p.account ? <Typography.Text type="secondary"> ({p.account})</Typography.Text> : null}{' '}
          <Tag>{t(p.kind === 'device' ? 'collaboration.terminal' : 'collaboration.doctor')}</Tag>
          {!p.invited ? <Tag color="blue">{t('collaboration.notInvited')}</Tag> : null}
        </Typography.Text>
        <Badge status={status} text={text} />
      </Flex>
    </List.Item>
  );
}

function Recordings({ id, live }: { id: number; live: CollaborationLive }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const convert = useConvertSessionRecording(id);
  // a stream's recordings, or (room kinds) the room's recording stream's, ADR 0047
  if (live.liveId === null && live.roomId === null) return null;
  return (
    <Card title={t('collaboration.recordings')} size="small">
      {!live.recordingConfigured ? (
        <Alert type="info" showIcon message={t('collaboration.recordingOff')} style={{ marginBottom: 12 }} />
      ) : null}
      {live.recordings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('collaboration.noRecordings')} />
      ) : (
        <Flex vertical gap={12}>
          {live.recordings.map((r) => (
            <Flex key={r.id} vertical gap={8} data-testid={`recording-${r.id}`}>
              <Flex gap={8} wrap align="center">
                <Tag>{t(`collaboration.recordingState.${r.state}`, { defaultValue: r.state })}</Tag>
                <Typography.Text type="secondary">
                  {formatDate(r.startedAt, true)}
                  {r.size ? ` · ${formatBytes(r.size)}` : ''}
                </Typography.Text>
                {r.state === 'ready' && live.state === 'ended' ? (
                  <Button
                    size="small"
                    loading={convert.isPending}
                    onClick={() =>
                      void convert
                        .mutateAsync(r.id)
                        .then(() => void message.success(t('collaboration.converting')))
                    }
                  >
                    {t('collaboration.convert')}
                  </Button>
                ) : null}
              </Flex>
              {r.videoUrl ? (
                // The VOD player: the converted recording is a VOD video, played with range requests.
                <video
                  src={r.videoUrl}
                  controls
                  preload="metadata"
                  style={{ width: '100%', maxWidth: 720, background: '#000' }}
                  data-testid="recording-player"
                  aria-label={t('collaboration.player')}
                />
              ) : null}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/**
 * A session now (or as it was): state, start, end, duration, who was invited and who joined —
 * live while it runs — and, for a stream, its recordings with the player.
 */
export function SessionPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const live = useSessionLive(id);
  // A doctor with a running room session open is in it (ADR 0047): the server counts the
  // subscription; who joined is read again with the session.
  const inRoom = live.data?.state === 'inProgress' && live.data.roomId !== null;
  useRealtimeTopic(inRoom ? `collaboration:${id}` : null, () => undefined);
  if (live.isPending) return <Skeleton active />;
  if (live.isError) return <LoadFailedAlert onRetry={() => void live.refetch()} />;
  const data = live.data;
  const running = data.state === 'inProgress';
  const joined = data.participants.filter((p) => p.joined).length;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'state', label: t('collaboration.state'), children: <SessionStateTag state={data.state} /> },
          {
            key: 'startedAt',
            label: t('collaboration.startedAt'),
            children: formatDate(data.startedAt, true) || '—',
          },
          {
            key: 'endedAt',
            label: t('collaboration.endedAt'),
            children: formatDate(data.endedAt, true) || '—',
          },
          {
            key: 'duration',
            label: t('collaboration.duration'),
            children: <span data-testid="session-duration">{formatDuration(data.duration)}</span>,
          },
        ]}
      />
      {data.playUrl ? (
        <Alert type="success" showIcon message={t('collaboration.onAir')} description={data.playUrl} />
      ) : null}
      <Card
        size="small"
        title={t('collaboration.participants')}
        extra={
          <Typography.Text data-testid="joined-count">
            {t('collaboration.joinedCount', { count: joined, total: data.participants.length })}
          </Typography.Text>
        }
      >
        {data.participants.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('collaboration.noParticipants')} />
        ) : (
          <List
            size="small"
            dataSource={data.participants}
            rowKey={(p) => `${p.kind}-${p.id}`}
            renderItem={(p) => <ParticipantRow p={p} running={running} />}
          />
        )}
      </Card>
      <Recordings id={id} live={data} />
    </Flex>
  );
}
