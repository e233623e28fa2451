import { wardDescription } from '@console/contract/resources/descriptions/wards';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { RowAction } from '@/engine/types';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';
import { WARD_BASE_FIELDS } from './wards';

const settingsPath = (id: number) => `${routeTo('icuWardSettings', id)}/basicInformation`;

/**
 * SPEC /icu/wardManage: the company's wards as the ICU sees them, each opening its settings
 * (`/icu/wardSettings/{id}/basicInformation`, a path that survives a reload). Wards can be added
 * here too: a role may hold the ICU's menus without /baseMedical's.
 */
export default function IcuWardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const actions = useMemo<RowAction[]>(
    () => [
      {
        key: 'settings',
        label: t('icuWards.settings'),
        run: (row) => void navigate(settingsPath(row.id)),
      },
    ],
    [t, navigate],
  );
  return (
    <ResourceList
      definition={wardDescription}
      title={t('icuWards.title')}
      formFields={WARD_BASE_FIELDS}
      rowActions={actions}
      detailPath={(row) => settingsPath(row.id)}
      deleteContent={(row) => <DeletionCounts client={client} kind="wards" id={row.id} />}
    />
  );
}
