import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { AnyResource, RowAction } from '@/engine/types';

interface MonitorSettingListProps {
  definition: AnyResource;
  title: string;
  /** The base medical detail route whose intensive care tab each row opens. */
  detailRoute: 'baseWardDetail' | 'baseBedDetail';
  tab: 'wardMonitorSetting' | 'bedMonitorSetting';
  kind: 'wards' | 'beds';
  formFields?: readonly string[];
}

/**
 * A list of /aiIcu (wards, beds): the base medical rows, each opening its detail page on the
 * intensive care settings tab; deletion asks with the counts of what goes with the row.
 */
export function MonitorSettingList({
  definition,
  title,
  detailRoute,
  tab,
  kind,
  formFields,
}: MonitorSettingListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const settingsPath = (id: number) => `${routeTo(detailRoute, id)}/${tab}`;
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'monitorSetting',
        label: t('icuMonitoring.tabs.monitorSetting'),
        run: (row) => void navigate(`${routeTo(detailRoute, row.id)}/${tab}`),
      },
    ],
    [t, navigate, detailRoute, tab],
  );
  return (
    <ResourceList
      definition={definition}
      title={title}
      {...(formFields ? { formFields } : {})}
      rowActions={actions}
      detailPath={(row) => settingsPath(row.id)}
      deleteContent={(row) => <DeletionCounts client={client} kind={kind} id={row.id} />}
    />
  );
}
