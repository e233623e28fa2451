import type { ResourceRow } from '@/engine/types';

/**
 * SPEC "accounts … edit/{accountId}/{accountName}/{customerId}/{accountTypeName}": the editor's
 * path names the terminal, its tenant and its type (the type key, stable across languages).
 */
export function deviceAccountEditPath(row: ResourceRow, tab?: string): string {
  const parts = [
    row.id,
    row.name ?? row.account ?? row.id,
    row.customerId ?? 0,
    row.deviceType ?? 'terminal',
  ];
  const path = `/device/accounts/edit/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;
  return tab ? `${path}?tab=${tab}` : path;
}
