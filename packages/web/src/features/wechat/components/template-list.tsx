import { ResourceList } from '@/engine/resource-list';
import type { AnyResource } from '@/engine/types';

/** The message templates of one official account: listed, added and edited under it. */
export function TemplateList({ definition, accountId }: { definition: AnyResource; accountId: number }) {
  return <ResourceList definition={definition} parent={{ field: 'accountId', id: accountId }} />;
}
