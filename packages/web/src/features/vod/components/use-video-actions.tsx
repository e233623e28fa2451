import { vodVideoDescription } from '@console/contract/resources/descriptions/vod';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/**
 * Publish / unpublish (SPEC §4 VOD states; the server refuses to publish a video that is not
 * ready) and retry of a failed check.
 */
export function useVideoActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useResourceAction(vodVideoDescription);
  return useMemo(() => {
    const run = (row: ResourceRow, name: 'publish' | 'unpublish' | 'retry', done: string) =>
      action.mutateAsync({ id: row.id, action: name }).then(() => void message.success(done));
    return [
      {
        key: 'publish',
        label: t('vod.actions.publish'),
        confirm: t('vod.actions.confirmPublish'),
        visible: (row) => row.published === false,
        run: (row) => run(row, 'publish', t('vod.actions.published')),
      },
      {
        key: 'unpublish',
        label: t('vod.actions.unpublish'),
        danger: true,
        confirm: t('vod.actions.confirmUnpublish'),
        visible: (row) => row.published === true,
        run: (row) => run(row, 'unpublish', t('vod.actions.unpublished')),
      },
      {
        key: 'retry',
        label: t('vod.actions.retry'),
        visible: (row) => row.videoState === 'failed',
        run: (row) => run(row, 'retry', t('vod.actions.retried')),
      },
    ];
  }, [action, message, t]);
}
