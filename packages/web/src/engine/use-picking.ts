import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@console/contract/resources/identity';
import { contractResourcesQuery } from './resource-definitions';
import { allows } from './use-resource-access';

/**
 * Whether the signed-in user picks `resourceKey`'s rows through its `options` endpoint: they may
 * write a reference to it without viewing it (a teacher choosing a class's group, ADR 44).
 * Undefined until the signed-in user and the descriptions are known.
 */
export function usePicking(
  resourceKey: string,
  user: UserInfo | null | undefined,
  custom = false,
): boolean | undefined {
  const described = useQuery({ ...contractResourcesQuery, enabled: !custom });
  // A custom option label needs the whole row: the list it is.
  if (custom) return false;
  if (!user || !described.data) return undefined;
  const target = described.data.find((entry) => entry.description.key === resourceKey)?.description;
  return target ? !allows(target.access.view, user) : false;
}
