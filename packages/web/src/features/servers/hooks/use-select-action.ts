import { PATHS } from '@console/contract/api/paths';
import type { ServerKind } from '@console/contract/resources/descriptions/servers';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '@/engine/resource-keys';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { api } from '@/lib/api-client';
import { descriptionOf, selectable } from '../components/server-kinds';

/**
 * "Select" for the kinds one of whose servers is selected at a time (SPEC §5: storage, monitor
 * stream, VOD stream servers): the server deselects the one selected before.
 */
export function useSelectAction(kind: ServerKind | undefined): RowAction[] {
  const { t } = useTranslation();
  const client = useQueryClient();
  const definition = descriptionOf(kind ?? 'rtc');
  const access = useResourceAccess(definition);
  return useMemo<RowAction[]>(() => {
    if (!kind || !selectable(kind)) return [];
    return [
      {
        key: 'select',
        label: t('servers.select'),
        confirm: t('servers.confirmSelect'),
        visible: (row: ResourceRow) =>
          access.update && !row.selected && (kind !== 'stream' || row.streamType === 'vod'),
        run: async (row: ResourceRow) => {
          await api.post(`${PATHS.resource(definition.key)}/${String(row.id)}/select`, {});
          void client.invalidateQueries({ queryKey: resourceKeys.all(definition.key) });
        },
      },
    ];
  }, [kind, definition, access.update, client, t]);
}
