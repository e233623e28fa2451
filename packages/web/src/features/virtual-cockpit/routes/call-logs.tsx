import { callLogDescription } from '@console/contract/resources/descriptions/virtual-cockpit';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '@/components/live-indicator';
import { ResourceList } from '@/engine/resource-list';
import { CallStateTag } from '../components/call-state-tag';
import { useLiveCalls } from '../hooks/use-live-calls';

/**
 * SPEC /mcVirtualCockpit/vcCallLogHistory: every call between the company's terminals, searched by
 * terminal (either side), state and time, exported, and updated live as calls ring and end.
 */
export default function CallLogsPage() {
  const { t } = useTranslation();
  useLiveCalls();
  const cellRender = useMemo(
    () => ({ state: (value: unknown) => <CallStateTag state={String(value)} /> }),
    [],
  );
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <LiveIndicator />
      </Flex>
      <ResourceList
        definition={callLogDescription}
        title={t('virtualCockpit.callLog')}
        readOnly
        cellRender={cellRender}
      />
    </Flex>
  );
}
