import { PATHS } from '@console/contract/api/paths';
import type { SchoolMessageReceipt } from '@console/contract/resources/school-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';

const path = (id: number, suffix: string) => `${PATHS.resource('schoolMessages')}/${id}/${suffix}`;
export const receiptKeys = { message: (id: number) => ['schoolMessageReceipts', id] as const };

/** Read receipts come in while terminals show the message: read again every few seconds. */
const RECEIPTS_POLL_MS = 5_000;

export function useReceipts(id: number, sent: boolean) {
  return useQuery({
    queryKey: receiptKeys.message(id),
    queryFn: ({ signal }) => api.get<SchoolMessageReceipt[]>(path(id, 'receipts'), { signal }),
    enabled: sent,
    refetchInterval: RECEIPTS_POLL_MS,
  });
}

/** Send again to the recipients that were offline and are online now. */
export function useResend(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ reached: number }>(path(id, 'resend')),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: receiptKeys.message(id) });
      void client.invalidateQueries({ queryKey: resourceKeys.all('schoolMessages') });
    },
  });
}
