import { useQuery } from '@tanstack/react-query';
import { contractResourcesQuery } from './resource-definitions';

/**
 * The field a resource's rows are called by (its description's `titleField`: a vehicle's plate,
 * a device's serial), once the descriptions are loaded; a reference names its rows with it.
 */
export function useTitleField(resourceKey: string): string | undefined {
  const described = useQuery(contractResourcesQuery);
  return described.data?.find((entry) => entry.description.key === resourceKey)?.description.titleField;
}
