import { vodVideoDescription } from '@console/contract/resources/descriptions/vod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Image, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { resourceQueryOptions } from '@/engine/resource-api';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { formatBytes } from '@/engine/format-bytes';
import type { ResourceRow } from '@/engine/types';
import { useVideoActions } from '../components/use-video-actions';
import { useVodScope } from '../components/use-vod-scope';
import { VIDEO_FORM_FIELDS } from '../components/video-fields';
import { useVideoError, VideoStateTag } from '../components/video-state-tag';
import { VideoUpload } from '../components/video-upload';

const BUSY = ['uploading', 'processing'];

/** The video's file: its state (read again while it is being uploaded or checked), player, upload. */
function VideoPanel({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const errorOf = useVideoError();
  // Shares the detail's cache entry: the page follows the state as the check goes on.
  const live = useQuery({
    ...resourceQueryOptions(vodVideoDescription.key, row.id),
    refetchInterval: (query) => (BUSY.includes(String(query.state.data?.videoState)) ? 2000 : false),
  });
  const video = live.data ?? row;
  const error = errorOf(video);
  const address = typeof video.address === 'string' ? video.address : undefined;
  const poster = typeof video.imageUrl === 'string' && video.imageUrl ? video.imageUrl : video.thumbnailUrl;
  const retry = useVideoActions().find((action) => action.key === 'retry')!;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t('vod.video.state')}</Typography.Text>
        <VideoStateTag row={video} />
        {video.videoState === 'failed' ? (
          <Button size="small" onClick={() => void retry.run(video)}>
            {retry.label}
          </Button>
        ) : null}
      </Flex>
      {error ? <Alert type="error" showIcon message={error} data-testid="video-error" /> : null}
      {video.videoState === 'processing' ? (
        <Alert type="info" showIcon message={t('vod.video.processing')} />
      ) : null}
      {address && video.videoState !== 'failed' ? (
        <video
          key={address}
          controls
          preload="metadata"
          src={address}
          poster={typeof poster === 'string' ? poster : undefined}
          style={{ width: '100%', maxWidth: 720, background: '#000', borderRadius: 8 }}
          data-testid="video-player"
        />
      ) : null}
      {address ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'duration',
              label: t('vod.video.duration'),
              children: `${video.durationSeconds ?? '-'} s`,
            },
            {
              key: 'size',
              label: t('vod.video.resolution'),
              children: `${video.width ?? '-'} × ${video.height ?? '-'}`,
            },
            { key: 'codec', label: t('vod.video.codec'), children: String(video.codec ?? '-') },
            {
              key: 'bytes',
              label: t('vod.video.fileSize'),
              children: typeof video.videoSize === 'number' ? formatBytes(video.videoSize) : '-',
            },
          ]}
        />
      ) : null}
      {!address && video.thumbnailUrl ? <Image width={160} src={String(video.thumbnailUrl)} /> : null}
      {video.published ? (
        <Alert type="warning" showIcon message={t('vod.video.publishedKeepsFile')} />
      ) : (
        <>
          {video.videoState === 'uploading' ? (
            <Alert type="info" showIcon message={t('vod.video.unfinished')} />
          ) : null}
          <VideoUpload videoId={row.id} disabled={video.videoState === 'processing'} />
        </>
      )}
    </Flex>
  );
}

/**
 * SPEC /vod/videoListInfo (`?id=`) and /schoolVod/videoListInfo{product}/{id}: a video's fields
 * and its file (upload, state, playback), publish/unpublish.
 */
export default function VodVideoDetailPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const id = param ?? search.get('id') ?? undefined;
  const { videosPath } = useVodScope();
  const actions = useVideoActions();
  const [tab, setTab] = useState('video');
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'video', label: t('vod.video.tab'), content: (row) => <VideoPanel row={row} /> },
      { key: 'info', label: t('vod.video.info'), fields: VIDEO_FORM_FIELDS, stamps: true },
    ],
    [t],
  );
  return (
    <ResourceDetail
      definition={vodVideoDescription}
      id={id}
      tabs={tabs}
      activeTab={tab}
      onTabChange={setTab}
      actions={actions.filter((action) => action.key !== 'retry')}
      listPath={videosPath}
    />
  );
}
