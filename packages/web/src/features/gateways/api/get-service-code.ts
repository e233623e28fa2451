import { PATHS } from '@console/contract/api/paths';
import type { GatewayCodeRule, ServiceCodeAnswer } from '@console/contract/resources/gateways';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Ask for the service code in force: of a saved gateway (`id`), or of a new one (the answer then
 * carries the sealed setup key its first save sends back).
 */
export function useServiceCode() {
  return useMutation({
    mutationFn: (body: { id?: number; codeRule: GatewayCodeRule }) =>
      api.post<ServiceCodeAnswer>(`${PATHS.resource('gateways')}/serviceCode`, body),
  });
}
