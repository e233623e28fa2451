import { PLATFORM_ORG_ID } from '@console/contract/access/identity';
import { PATHS } from '@console/contract/api/paths';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { referenceTitle } from './fields';
import { resourceKeys } from './resource-keys';
import type { ResourceRow } from './types';

/** A referenced row's name for a list cell or a detail; quiet when it cannot be read. */
export function referenceQueryOptions(resourceKey: string, id: number) {
  return {
    queryKey: resourceKeys.detail(resourceKey, id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ResourceRow>(`${PATHS.resource(resourceKey)}/${id}`, { signal, skipErrorHandler: true }),
    staleTime: 5 * 60_000,
    enabled: Number.isInteger(id) && id > 0,
  };
}

/** The platform organisation owns platform rows but is not one of the companies. */
const isPlatformOrg = (resourceKey: string, id: number) =>
  resourceKey === 'companies' && id === PLATFORM_ORG_ID;

/** The names a list page came with (its `names`), so its cells need no request each. */
export const ListedNames = createContext<
  Readonly<Record<string, Readonly<Record<string, string>>>> | undefined
>(undefined);

export function ReferenceName({ resourceKey, id }: { resourceKey: string; id: number }) {
  const { t } = useTranslation();
  const platform = isPlatformOrg(resourceKey, id);
  const listed = useContext(ListedNames)?.[resourceKey]?.[id];
  const row = useQuery({
    ...referenceQueryOptions(resourceKey, id),
    enabled: !platform && listed === undefined && id > 0,
  });
  if (platform) return <>{t('engine.platformOrg')}</>;
  if (listed !== undefined) return <>{listed}</>;
  // While the row loads: an ellipsis, not "#12" that a moment later turns into a name.
  if (row.isLoading) return <span aria-busy="true">…</span>;
  return <>{referenceTitle(row.data, id)}</>;
}
