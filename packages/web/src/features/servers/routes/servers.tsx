import { Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { ProbeStatus } from '../components/probe-status';
import { descriptionOf, kindOfPath } from '../components/server-kinds';
import { useSelectAction } from '../hooks/use-select-action';
import { useServerProbes } from '../hooks/use-server-probes';

/**
 * The list of one kind of server (SPEC /server, ADR 0029), chosen by the route: the engine's list
 * and form, each row's live probe status (up/down, latency, last error) over the `servers`
 * topic, and "Select" for the kinds one of which is selected at a time.
 */
export default function ServersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  useServerProbes();
  const definition = kind ? descriptionOf(kind) : undefined;
  const rowActions = useSelectAction(kind);
  const cellRender = useMemo(
    () => ({
      probeStatus: (value: unknown, row: ResourceRow) => (
        <ProbeStatus status={value} latencyMs={row.latencyMs} error={row.lastError} />
      ),
    }),
    [],
  );
  if (!kind || !definition) return <PagePlaceholder title={t('servers.title')} />;
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <LiveIndicator />
      </Flex>
      <ResourceList
        key={definition.key}
        definition={definition}
        title={definition.title[lang]}
        rowActions={rowActions}
        cellRender={cellRender}
      />
    </Flex>
  );
}
