import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { RowAction } from '@/engine/types';

const settingsPath = (id: number) => `${routeTo('baseBedDetail', id)}/bedMonitorSetting`;

/**
 * SPEC /aiIcu/bedManagement: every bed of the company, each opening the bed detail on its
 * intensive care settings (thresholds inherited or overridden, critical equipment).
 */
export default function AiIcuBedsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'monitorSetting',
        label: t('icuMonitoring.tabs.monitorSetting'),
        run: (row) => void navigate(settingsPath(row.id)),
      },
    ],
    [t, navigate],
  );
  return (
    <ResourceList
      definition={bedDescription}
      title={t('icuMonitoring.beds.title')}
      rowActions={actions}
      detailPath={(row) => settingsPath(row.id)}
      deleteContent={(row) => <DeletionCounts client={client} kind="beds" id={row.id} />}
    />
  );
}
