import { PLATFORM_ORG_ID } from '@console/contract/access/identity';
import { PATHS } from '@console/contract/api/paths';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { userInfoQueryOptions } from '@/lib/session/api/get-user-info';
import { referenceTitle } from './fields';
import { fetchPickOptions } from './resource-api';
import { usePicking } from './use-picking';
import { useTitleField } from './use-title-field';
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
  const listed = useContext(ListedNames)?.[resourceKey]?.[id];
  if (isPlatformOrg(resourceKey, id)) return <>{t('engine.platformOrg')}</>;
  if (listed !== undefined) return <>{listed}</>;
  return <FetchedName resourceKey={resourceKey} id={id} />;
}

/** A name the page did not come with: the row, or its picker option for someone who may not view it (ADR 44). */
function FetchedName({ resourceKey, id }: { resourceKey: string; id: number }) {
  // The user as the shell loaded it: a name never asks for it.
  const user = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const picking = usePicking(resourceKey, user.data) === true;
  const row = useQuery({ ...referenceQueryOptions(resourceKey, id), enabled: id > 0 && !picking });
  const picked = useQuery({
    queryKey: [...resourceKeys.all(resourceKey), 'options', String(id)],
    queryFn: ({ signal }) => fetchPickOptions(resourceKey, { ids: String(id) }, signal),
    enabled: id > 0 && picking,
  });
  const titleField = useTitleField(resourceKey);
  const source = picking ? picked : row;
  // While the row loads: an ellipsis, not "#12" that a moment later turns into a name.
  if (source.isLoading) return <span aria-busy="true">…</span>;
  return <>{referenceTitle(picking ? picked.data?.list[0] : row.data, id, titleField)}</>;
}
