import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useRoomActions } from './use-room-actions';

const is =
  (...statuses: string[]) =>
  (row: ResourceRow) =>
    statuses.includes(String(row.status));

/** A room's purge (DELETE) is offered only once it is deleted; the server refuses it before. */
export const isDeletedRoom = is('deleted');

/** An ended or deleted room is kept as it was: the server refuses edits, so none is offered. */
export const isChangeableRoom = (row: ResourceRow) => row.status !== 'ended' && row.status !== 'deleted';

/**
 * The moves of a room (SPEC §4) as row actions, each shown only from the statuses it leaves from
 * and confirmed first: start, end, a new invite code, delete.
 */
export function useRoomRowActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const run = useRoomActions();
  return [
    {
      key: 'start',
      label: t('rooms.start'),
      confirm: t('rooms.startConfirm'),
      visible: is('notStarted'),
      run: (row) => run(row.id, 'start').then(() => void message.success(t('rooms.started'))),
    },
    {
      key: 'end',
      label: t('rooms.end'),
      danger: true,
      confirm: t('rooms.endConfirm'),
      visible: is('inProgress'),
      run: (row) => run(row.id, 'end').then(() => void message.success(t('rooms.ended'))),
    },
    {
      key: 'regenerateCode',
      label: t('rooms.regenerateCode'),
      confirm: t('rooms.regenerateConfirm'),
      visible: (row) => row.entryMode === 'invite' && is('notStarted', 'inProgress')(row),
      run: (row) =>
        run(row.id, 'regenerateCode').then(
          (room) =>
            void message.success(
              t('rooms.regenerated', { code: (room as { inviteCode?: string } | null)?.inviteCode ?? '' }),
            ),
        ),
    },
    {
      key: 'remove',
      label: t('rooms.remove'),
      danger: true,
      confirm: t('rooms.removeConfirm'),
      visible: is('notStarted', 'ended'),
      run: (row) => run(row.id, 'remove').then(() => void message.success(t('rooms.removed'))),
    },
  ];
}
