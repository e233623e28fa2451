import { PLATFORM_ORG_ID } from '@console/contract/access/identity';
import { PATHS } from '@console/contract/api/paths';
import { useQuery } from '@tanstack/react-query';
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

export function ReferenceName({ resourceKey, id }: { resourceKey: string; id: number }) {
  const { t } = useTranslation();
  const platform = isPlatformOrg(resourceKey, id);
  const row = useQuery({ ...referenceQueryOptions(resourceKey, id), enabled: !platform && id > 0 });
  if (platform) return <>{t('engine.platformOrg')}</>;
  return <>{referenceTitle(row.data, id)}</>;
}
