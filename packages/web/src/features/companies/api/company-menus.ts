import { PATHS } from '@console/contract/api/paths';
import type { CompanyAppMenus, CompanyMenusSetInput } from '@console/contract/resources/company-menus';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const pathOf = (customerId: number) => PATHS.companyMenus.replace(':id', String(customerId));

/** The company's enabled applications, each with its menu tree and the menus the company may see. */
export function getCompanyMenus(customerId: number): Promise<CompanyAppMenus[]> {
  return api.get<CompanyAppMenus[] | null>(pathOf(customerId)).then((list) => list ?? []);
}

export const companyMenusQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['company-menus', customerId],
    queryFn: () => getCompanyMenus(customerId),
  });

export function useCompanyMenus(customerId: number) {
  return useQuery(companyMenusQueryOptions(customerId));
}

export function setCompanyMenus(customerId: number, input: CompanyMenusSetInput): Promise<CompanyAppMenus[]> {
  return api.put<CompanyAppMenus[]>(pathOf(customerId), input);
}

/** Saves one application's choice; the answer is the company's new state. */
export function useSetCompanyMenus(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyMenusSetInput) => setCompanyMenus(customerId, input),
    onSuccess: (list) => queryClient.setQueryData(companyMenusQueryOptions(customerId).queryKey, list),
  });
}
