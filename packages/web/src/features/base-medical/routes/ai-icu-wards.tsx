import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { RowAction } from '@/engine/types';
import { WARD_BASE_FIELDS } from './wards';

const settingsPath = (id: number) => `${routeTo('baseWardDetail', id)}/wardMonitorSetting`;

/**
 * SPEC /aiIcu/wardManagement: the company's wards as intensive care sees them, each opening the
 * ward detail on its intensive care settings (the ward's thresholds, which its beds inherit).
 */
export default function AiIcuWardsPage() {
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
      definition={wardDescription}
      title={t('icuMonitoring.wards.title')}
      formFields={WARD_BASE_FIELDS}
      rowActions={actions}
      detailPath={(row) => settingsPath(row.id)}
      deleteContent={(row) => <DeletionCounts client={client} kind="wards" id={row.id} />}
    />
  );
}
