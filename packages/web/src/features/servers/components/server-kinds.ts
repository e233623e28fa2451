import { SERVER_DESCRIPTIONS, type ServerKind } from '@console/contract/resources/descriptions/servers';
import type { AnyResource } from '@/engine/types';

/** A path without its query (`/server/databaseInfo?id=:id` → `/server/databaseInfo`). */
const bare = (path: string | undefined) => path?.split('?')[0]?.replace(/\/:id$/, '') ?? '';

/** The kind whose list or detail page `pathname` is (`/server/streamServerInfo/7` → stream). */
export function kindOfPath(pathname: string): ServerKind | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (Object.keys(SERVER_DESCRIPTIONS) as ServerKind[]).find((kind) => {
    const { routes } = SERVER_DESCRIPTIONS[kind];
    const detail = bare(routes?.detail);
    return routes?.list === path || (detail !== '' && (detail === path || path.startsWith(`${detail}/`)));
  });
}

export const descriptionOf = (kind: ServerKind): AnyResource => SERVER_DESCRIPTIONS[kind] as AnyResource;

/** Kinds one of whose rows is selected at a time (SPEC §5). */
export const selectable = (kind: ServerKind) => 'selected' in SERVER_DESCRIPTIONS[kind].fields;
