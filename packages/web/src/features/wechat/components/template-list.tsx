import { useMemo } from 'react';
import { ResourceList } from '@/engine/resource-list';
import type { AnyResource } from '@/engine/types';

/**
 * The message templates of one official account: listed, added and edited under it (a platform
 * administrator's new template goes to the account's company).
 */
export function TemplateList({
  definition,
  accountId,
  customerId,
}: {
  definition: AnyResource;
  accountId: number;
  customerId?: number | undefined;
}) {
  const parent = useMemo(() => ({ field: 'accountId', id: accountId, customerId }), [accountId, customerId]);
  return <ResourceList definition={definition} parent={parent} />;
}
