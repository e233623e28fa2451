import type { LiveRecording } from '@console/contract/resources/lives';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Modal,
  Progress,
  Skeleton,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { formatBytes } from '@/engine/format-bytes';
import { ReferenceSelect } from '@/engine/reference-select';
import { useConvertRecording, useLiveRecordings } from '../api/get-live-recordings';

const STATE_COLOURS: Record<LiveRecording['state'], string> = {
  recording: 'processing',
  ready: 'success',
  converting: 'processing',
  converted: 'blue',
  failed: 'error',
};

/** Where a converted recording's video opens (SPEC /vod/videoListInfo?id=). */
export const videoPath = (videoId: number) => `/vod/videoListInfo?id=${videoId}`;

function ConvertDialog({
  liveId,
  recording,
  onClose,
}: {
  liveId: number;
  recording: LiveRecording;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const convert = useConvertRecording(liveId);
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  return (
    <Modal
      open
      title={t('liveRecordings.convertTitle')}
      okText={t('liveRecordings.convert')}
      confirmLoading={convert.isPending}
      onCancel={onClose}
      onOk={() =>
        convert.mutateAsync({ recordingId: recording.id, ...(categoryId ? { categoryId } : {}) }).then(() => {
          void message.success(t('liveRecordings.converting'));
          onClose();
        })
      }
    >
      <Typography.Paragraph>{t('liveRecordings.convertHelp')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('liveRecordings.category')}
          htmlFor="convert-category"
          extra={t('liveRecordings.categoryHelp')}
        >
          <ReferenceSelect
            id="convert-category"
            resourceKey="vodCategories"
            filters={{ product: 'vod' }}
            value={categoryId}
            onChange={setCategoryId}
            placeholder={t('liveRecordings.defaultCategory')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A stream's recordings (record flag on): their state, and "convert to VOD" once the stream has
 * ended, with the conversion's progress and the video it made. Says when recording is not
 * configured on the server.
 */
export function LiveRecordings({
  id,
  status,
  record,
}: {
  id: number;
  status: string | undefined;
  record: boolean | undefined;
}) {
  const { t } = useTranslation();
  const recordings = useLiveRecordings(id);
  const [converting, setConverting] = useState<LiveRecording | null>(null);
  if (recordings.isPending)
    return (
      <Card title={t('liveRecordings.title')}>
        <Skeleton active />
      </Card>
    );
  if (recordings.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { recordingConfigured, recordings: rows } = recordings.data;
  const ended = status === 'ended';
  return (
    <Card title={t('liveRecordings.title')} data-testid="live-recordings">
      {!recordingConfigured && record ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('liveRecordings.notConfigured')}
          description={t('liveRecordings.notConfiguredHelp')}
        />
      ) : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        locale={{
          // antd's own empty text is too faint for WCAG AA contrast
          emptyText: (
            <Typography.Text type="secondary">
              {record ? t('liveRecordings.emptyRecorded') : t('liveRecordings.emptyNotRecorded')}
            </Typography.Text>
          ),
        }}
        columns={[
          {
            title: t('liveRecordings.started'),
            dataIndex: 'startedAt',
            render: (v: string) => formatDate(v, true),
          },
          {
            title: t('liveRecordings.ended'),
            dataIndex: 'endedAt',
            render: (v: string | null) => (v ? formatDate(v, true) : '—'),
          },
          {
            title: t('liveRecordings.size'),
            dataIndex: 'size',
            render: (v: number | null) => (v === null ? '—' : formatBytes(v)),
          },
          {
            title: t('liveRecordings.state'),
            key: 'state',
            render: (_: unknown, row: LiveRecording) => (
              <Flex vertical gap={2}>
                <span>
                  <Tag color={STATE_COLOURS[row.state]} data-testid={`recording-state-${row.id}`}>
                    {t(`liveRecordings.states.${row.state}`)}
                  </Tag>
                </span>
                {row.reason ? (
                  <Typography.Text type="secondary">
                    {t(`liveRecordings.reasons.${row.reason}`, { defaultValue: row.reason })}
                    {row.detail ? `: ${row.detail}` : ''}
                  </Typography.Text>
                ) : null}
                {row.state === 'converting' ? (
                  <Progress
                    percent={row.progress ?? 0}
                    size="small"
                    aria-label={t('liveRecordings.progress')}
                  />
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('liveRecordings.actions'),
            key: 'actions',
            render: (_: unknown, row: LiveRecording) =>
              row.vodVideoId !== null && row.state === 'converted' ? (
                <Link to={videoPath(row.vodVideoId)}>{t('liveRecordings.openVideo')}</Link>
              ) : row.state === 'ready' ? (
                <Tooltip title={ended ? undefined : t('liveRecordings.endFirst')}>
                  <Button size="small" type="primary" disabled={!ended} onClick={() => setConverting(row)}>
                    {t('liveRecordings.convert')}
                  </Button>
                </Tooltip>
              ) : null,
          },
        ]}
      />
      {converting ? (
        <ConvertDialog liveId={id} recording={converting} onClose={() => setConverting(null)} />
      ) : null}
    </Card>
  );
}
