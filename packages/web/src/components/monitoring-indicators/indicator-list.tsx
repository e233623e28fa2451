import { monitoringIndicatorDescription } from '@console/contract/resources/descriptions/monitoring-indicators';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { ResourceList } from '@/engine/resource-list';

const isUserDefined = (row: Record<string, unknown>) => row.builtIn !== true;

/**
 * A company's monitoring indicators (SPEC §3): /aiIcu/monitoringIndicatorManagement for its
 * administrators, and the platform's company detail tab monitorIndicatorSetting (`customerId`).
 * Built-in ones have no delete; deleting a user-defined one first counts the thresholds that go
 * with it (SPEC §5).
 */
export function IndicatorList({ title, customerId }: { title?: ReactNode; customerId?: number }) {
  const client = useQueryClient();
  return (
    <ResourceList
      definition={monitoringIndicatorDescription}
      title={title}
      {...(customerId ? { parent: { field: 'customerId', id: customerId } } : {})}
      deletable={isUserDefined}
      deleteContent={(row) => <DeletionCounts client={client} kind="monitoringIndicators" id={row.id} />}
    />
  );
}
