import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import type { ResourceRow } from '@/engine/types';
import { ProbeHistory } from '../components/probe-history';
import { ProbeStatus } from '../components/probe-status';
import { descriptionOf, kindOfPath } from '../components/server-kinds';
import { useSelectAction } from '../hooks/use-select-action';
import { useServerProbes } from '../hooks/use-server-probes';

const PROBE_FIELDS = new Set(['probeStatus', 'latencyMs', 'lastError', 'checkedAt']);

/**
 * A server's info page (SPEC /server/…Info, `/{id}` or `?id=`): its SPEC §3 fields (editable),
 * and its status: the last probe, live, and the chart of the last 24 h; `extraTabs` are what
 * another area shows of a kind (the live server's streams).
 */
export default function ServerInfoPage({ extraTabs = [] }: { extraTabs?: readonly DetailTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const id = param ?? search.get('id') ?? undefined;
  const kind = kindOfPath(pathname);
  const [tab, setTab] = useState('status');
  useServerProbes();
  const definition = kind ? descriptionOf(kind) : undefined;
  const tabs = useMemo<DetailTab[]>(() => {
    if (!definition) return [];
    const fields = definition.returnedFields.filter((name) => !PROBE_FIELDS.has(name));
    return [
      {
        key: 'status',
        label: t('servers.statusTab'),
        fields: ['checkedAt', 'lastError'],
        content: (row: ResourceRow) => (
          <>
            <ProbeStatus status={row.probeStatus} latencyMs={row.latencyMs} error={row.lastError} />
            <ProbeHistory serverId={row.id} />
          </>
        ),
      },
      { key: 'info', label: t('servers.infoTab'), fields, stamps: true },
      ...extraTabs,
    ];
  }, [definition, t, extraTabs]);
  const actions = useSelectAction(kind);
  if (!definition) return <PagePlaceholder title={t('servers.title')} />;
  return (
    <ResourceDetail
      definition={definition}
      id={id}
      tabs={tabs}
      activeTab={tab}
      onTabChange={setTab}
      actions={actions}
    />
  );
}
