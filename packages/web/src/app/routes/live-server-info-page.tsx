import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTab } from '@/engine/resource-detail';
import { StreamHealthTable } from '@/features/lives/components/stream-health-table';
import ServerInfoPage from '@/features/servers/routes/server-info';

/**
 * The live server's info page (where the servers and live areas meet): the server's settings and
 * probes, and the streams it carries with their health, paged.
 */
export default function LiveServerInfoPage() {
  const { t } = useTranslation();
  const tabs = useMemo<DetailTab[]>(
    () => [{ key: 'streams', label: t('streamHealth.tab'), content: <StreamHealthTable /> }],
    [t],
  );
  return <ServerInfoPage extraTabs={tabs} />;
}
