import type { VodVideoState } from '@console/contract/resources/descriptions/vod';
import { translate } from '@/lib/messages';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@/engine/types';

const COLORS: Record<VodVideoState, string> = {
  none: 'default',
  uploading: 'processing',
  processing: 'processing',
  ready: 'success',
  failed: 'error',
};

/** Why a video's check failed, in the reader's language (the reason as ffprobe put it). */
export function useVideoError() {
  return (row: ResourceRow) =>
    typeof row.videoError === 'string'
      ? translate(row.videoError, {
          reason: typeof row.videoErrorReason === 'string' ? row.videoErrorReason : '',
        })
      : undefined;
}

/** A video's processing state; a failed one shows its reason on hover. */
export function VideoStateTag({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const errorOf = useVideoError();
  const state = (row.videoState as VodVideoState | undefined) ?? 'none';
  const tag = (
    <Tag color={COLORS[state]} data-testid="video-state">
      {t(`vod.state.${state}`)}
    </Tag>
  );
  const error = errorOf(row);
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
