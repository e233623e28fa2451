import { computeServerDescription } from '@console/contract/resources/descriptions/compute-servers';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { LiveIndicator } from '@/components/live-indicator';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { LoadBar } from '../components/load-bar';
import { useLiveCompute } from '../hooks/use-live-compute';

/**
 * SPEC /AIServices/computilityManage (ADR 0035): the company's AI compute servers, each with its
 * current load as a bar of its max payload, updated live as the boxes report over MQTT.
 */
export default function ComputeServersPage() {
  useLiveCompute();
  const cellRender = useMemo(
    () => ({
      currentLoad: (value: unknown, row: ResourceRow) => (
        <LoadBar
          load={value}
          max={row.maxPayload}
          online={row.online}
          gpu={row.gpuPercent}
          cpu={row.cpuPercent}
          reportedAt={row.reportedAt}
        />
      ),
    }),
    [],
  );
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <LiveIndicator />
      </Flex>
      <ResourceList definition={computeServerDescription} formContainer="modal" cellRender={cellRender} />
    </Flex>
  );
}
