import type { LiveRecording } from '@console/contract/resources/lives';
import { Alert, Button, Card, Flex, Modal, Progress, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { formatBytes } from '@/engine/format-bytes';
import { useRecordings, type RecordedKind } from './get-recordings';

/** The convert dialog (a form with a category picker) loads when first opened. */
const ConvertDialog = lazy(() => import('./convert-dialog'));

const STATE_COLOURS: Record<LiveRecording['state'], string> = {
  recording: 'processing',
  ready: 'success',
  converting: 'processing',
  converted: 'blue',
  failed: 'error',
};

/** Where a converted recording's video opens (SPEC /vod/videoListInfo?id=). */
export const videoPath = (videoId: number) => `/vod/videoListInfo?id=${videoId}`;

/** The converted recording played in place (a VOD video: range requests, so seeking works). */
function PlayerDialog({ recording, onClose }: { recording: LiveRecording; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('recordings.playerTitle')}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <video
        src={recording.videoUrl ?? undefined}
        controls
        autoPlay
        preload="metadata"
        style={{ width: '100%', background: '#000' }}
        data-testid="recording-player"
        aria-label={t('recordings.player')}
      />
    </Modal>
  );
}

/**
 * The recordings of a live stream or of a meeting room (record flag on): their state, start, end
 * and size, "convert to VOD" once the stream or meeting has ended, the conversion's progress, and
 * the video it made, played in place or opened on its VOD page. Says when the server records
 * nothing. `kind` picks the words (a live stream's or a meeting's).
 */
export function RecordingsCard({
  kind,
  id,
  status,
  record,
}: {
  kind: RecordedKind;
  id: number;
  status: string | undefined;
  record: boolean | undefined;
}) {
  const { t } = useTranslation();
  const words = kind === 'lives' ? 'recordings.live' : 'recordings.room';
  const recordings = useRecordings(kind, id, status === 'inProgress' && record === true);
  const [converting, setConverting] = useState<LiveRecording | null>(null);
  const [playing, setPlaying] = useState<LiveRecording | null>(null);
  if (recordings.isPending)
    return (
      <Card title={t('recordings.title')}>
        <Skeleton active />
      </Card>
    );
  if (recordings.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { recordingConfigured, recordings: rows } = recordings.data;
  const ended = status === 'ended';
  return (
    <Card
      title={t('recordings.title')}
      data-testid={kind === 'lives' ? 'live-recordings' : 'room-recordings'}
    >
      {!recordingConfigured && record ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`${words}.notConfigured`)}
          description={t(`${words}.notConfiguredHelp`)}
        />
      ) : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        // narrow screens scroll the table sideways rather than cutting off its actions
        scroll={{ x: 'max-content' }}
        locale={{
          // antd's own empty text is too faint for WCAG AA contrast
          emptyText: (
            <Typography.Text type="secondary">
              {record ? t(`${words}.emptyRecorded`) : t(`${words}.emptyNotRecorded`)}
            </Typography.Text>
          ),
        }}
        columns={[
          {
            title: t('recordings.started'),
            dataIndex: 'startedAt',
            render: (v: string) => formatDate(v, true),
          },
          {
            title: t('recordings.ended'),
            dataIndex: 'endedAt',
            render: (v: string | null) => (v ? formatDate(v, true) : '—'),
          },
          {
            title: t('recordings.size'),
            dataIndex: 'size',
            render: (v: number | null) => (v === null ? '—' : formatBytes(v)),
          },
          {
            title: t('recordings.state'),
            key: 'state',
            render: (_: unknown, row: LiveRecording) => (
              <Flex vertical gap={2}>
                <span>
                  <Tag color={STATE_COLOURS[row.state]} data-testid={`recording-state-${row.id}`}>
                    {t(`recordings.states.${row.state}`)}
                  </Tag>
                </span>
                {row.reason ? (
                  <Typography.Text type="secondary">
                    {t(`recordings.reasons.${row.reason}`, { defaultValue: row.reason })}
                    {row.detail ? `: ${row.detail}` : ''}
                  </Typography.Text>
                ) : null}
                {row.state === 'converting' ? (
                  <Progress percent={row.progress ?? 0} size="small" aria-label={t('recordings.progress')} />
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('recordings.actions'),
            key: 'actions',
            render: (_: unknown, row: LiveRecording) =>
              row.vodVideoId !== null && row.state === 'converted' ? (
                <Flex gap={8} wrap align="center">
                  {row.videoUrl ? (
                    <Button size="small" type="primary" onClick={() => setPlaying(row)}>
                      {t('recordings.play')}
                    </Button>
                  ) : null}
                  <Link to={videoPath(row.vodVideoId)}>{t('recordings.openVideo')}</Link>
                </Flex>
              ) : row.state === 'ready' ? (
                <Tooltip title={ended ? undefined : t(`${words}.endFirst`)}>
                  <Button size="small" type="primary" disabled={!ended} onClick={() => setConverting(row)}>
                    {t('recordings.convert')}
                  </Button>
                </Tooltip>
              ) : null,
          },
        ]}
      />
      {converting ? (
        <Suspense fallback={null}>
          <ConvertDialog kind={kind} id={id} recording={converting} onClose={() => setConverting(null)} />
        </Suspense>
      ) : null}
      {playing ? <PlayerDialog recording={playing} onClose={() => setPlaying(null)} /> : null}
    </Card>
  );
}
