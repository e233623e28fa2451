import {
  COLLABORATION_RUN_ACCESS,
  COLLABORATION_TRANSITIONS,
  collaborationSessionDescription,
  type CollaborationAction,
} from '@console/contract/resources/descriptions/collaboration';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '@/engine/resource-keys';
import { allows, permissionsFor } from '@/engine/use-resource-access';
import type { AnyResource, ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { sessionLiveKeys } from '../api/get-session-live';

const from = (action: CollaborationAction) => (row: ResourceRow) =>
  (COLLABORATION_TRANSITIONS[action].from as readonly string[]).includes(String(row.state));

/** A session is changed while it has not ended (only title and notes while it runs). */
export const isChangeableSession = (row: ResourceRow) =>
  row.state === 'scheduled' || row.state === 'inProgress';
/** Only a session that never started is deleted; one that ran stays as its record. */
export const isDeletableSession = (row: ResourceRow) => !row.startedAt && row.state !== 'inProgress';

/**
 * A session's moves as row actions, each confirmed and shown only from the states it leaves:
 * start and end for the staff (the room's terminals are pulled in and out, a stream goes on air
 * and off), cancel for those who schedule. The server decides each.
 */
export function useSessionActions(
  /**
   * The resource the page lists and cancels through: the sessions, or the ambulance
   * consultations (the same rows, the editors' API); start and end are the sessions' routes.
   */
  listed: AnyResource = collaborationSessionDescription,
): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: user } = useUserInfo();
  const client = useQueryClient();
  const move = useResourceAction(collaborationSessionDescription);
  const cancel = useResourceAction(listed);
  const run = async (row: ResourceRow, action: CollaborationAction, done: string) => {
    await (action === 'cancel' ? cancel : move).mutateAsync({ id: row.id, action });
    await client.invalidateQueries({ queryKey: sessionLiveKeys.all });
    if (listed.key !== collaborationSessionDescription.key)
      await client.invalidateQueries({ queryKey: resourceKeys.all(listed.key) });
    void message.success(done);
  };
  const runs = allows(COLLABORATION_RUN_ACCESS, user);
  const schedules = permissionsFor(listed, user).update;
  return [
    ...(runs
      ? [
          {
            key: 'start',
            label: t('collaboration.start'),
            confirm: t('collaboration.startConfirm'),
            visible: from('start'),
            run: (row: ResourceRow) => run(row, 'start', t('collaboration.started')),
          },
          {
            key: 'end',
            label: t('collaboration.end'),
            danger: true,
            confirm: t('collaboration.endConfirm'),
            visible: from('end'),
            run: (row: ResourceRow) => run(row, 'end', t('collaboration.ended')),
          },
        ]
      : []),
    ...(schedules
      ? [
          {
            key: 'cancel',
            label: t('collaboration.cancel'),
            danger: true,
            confirm: t('collaboration.cancelConfirm'),
            visible: from('cancel'),
            run: (row: ResourceRow) => run(row, 'cancel', t('collaboration.cancelled')),
          },
        ]
      : []),
  ];
}
