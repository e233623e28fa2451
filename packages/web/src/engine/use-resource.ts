import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from './resource-api';
import type { AnyResource } from './types';

/** One row of a resource by id. */
export function useResource(definition: Pick<AnyResource, 'key'>, id: number | string | undefined) {
  return useQuery({
    ...resourceQueryOptions(definition.key, id ?? 0),
    enabled: id !== undefined && id !== '' && Number.isInteger(Number(id)) && Number(id) > 0,
  });
}
