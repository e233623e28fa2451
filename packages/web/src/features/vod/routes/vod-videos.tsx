import { vodVideoDescription } from '@console/contract/resources/descriptions/vod';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useVideoActions } from '../components/use-video-actions';
import { useVodScope } from '../components/use-vod-scope';
import { VideoStateTag } from '../components/video-state-tag';
import { VIDEO_FORM_FIELDS } from '../components/video-fields';

const BUSY = ['uploading', 'processing'];

/**
 * SPEC /vod/videoList and /schoolVod/videoList{product}: the videos of one product scope, their
 * processing state (read again every few seconds while one is being checked), publish/unpublish.
 * The file is uploaded on the video's page.
 */
export default function VodVideosPage() {
  const { t } = useTranslation();
  const { product, detailPath } = useVodScope();
  const actions = useVideoActions();
  return (
    <ResourceList
      key={product}
      definition={vodVideoDescription}
      title={t('vod.videos.title')}
      formFields={VIDEO_FORM_FIELDS}
      fixedFilters={{ product }}
      createDefaults={{ product, tags: [] }}
      detailPath={(row: ResourceRow) => detailPath(row.id)}
      rowActions={actions}
      cellRender={{ videoState: (_value, row) => <VideoStateTag row={row} /> }}
      refetchMs={(rows) => (rows.some((row) => BUSY.includes(String(row.videoState))) ? 3000 : false)}
    />
  );
}
