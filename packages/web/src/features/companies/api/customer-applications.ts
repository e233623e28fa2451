import { PATHS } from '@console/contract/api/paths';
import type { CustomerApplication } from '@console/contract/resources/applications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyMenusQueryOptions } from './company-menus';

/** Every application with whether it is enabled for one company. */
export function listCustomerApplications(customerId: number): Promise<CustomerApplication[]> {
  return api
    .post<CustomerApplication[] | null>(PATHS.application.listCustomerSysApp, { customerId })
    .then((list) => list ?? []);
}

export const customerApplicationsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['customer-applications', customerId],
    queryFn: () => listCustomerApplications(customerId),
  });

export function useCustomerApplications(customerId: number) {
  return useQuery(customerApplicationsQueryOptions(customerId));
}

export interface ToggleInput {
  customerId: number;
  appId: number;
  enabled: boolean;
}

export function updateCustomerApplication(input: ToggleInput): Promise<unknown> {
  return api.post<unknown>(PATHS.application.updateCustomerSysApp, input);
}

/** Turns one application on or off for a company; the list is updated at once and re-read after. */
export function useUpdateCustomerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerApplication,
    onMutate: async (input) => {
      const { queryKey } = customerApplicationsQueryOptions(input.customerId);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((app) => (app.id === input.appId ? { ...app, enabled: input.enabled } : app)),
      );
      return { before };
    },
    onError: (_error, input, context) => {
      queryClient.setQueryData(customerApplicationsQueryOptions(input.customerId).queryKey, context?.before);
    },
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: customerApplicationsQueryOptions(input.customerId).queryKey,
        }),
        // the menu permissions list the enabled applications
        queryClient.invalidateQueries({ queryKey: companyMenusQueryOptions(input.customerId).queryKey }),
      ]),
  });
}
