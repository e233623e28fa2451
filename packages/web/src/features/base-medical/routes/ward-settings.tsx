import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { wardDescription } from '@console/contract/resources/descriptions/wards';
import {
  wardDeviceDescription,
  type WardDeviceRole,
} from '@console/contract/resources/descriptions/ward-devices';
import type { WardVisiting } from '@console/contract/resources/visits';
import { useQueryClient } from '@tanstack/react-query';
import { Divider, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { ResourceList } from '@/engine/resource-list';
import { routePath } from '@/engine/route-paths';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useSaveWardVisiting, useWardVisiting } from '../api/ward-visiting';
import { BedMap } from '../components/bed-map';
import { DeletionCounts } from '@/components/deletion-counts/deletion-counts';

/*
 * The visiting tabs' editors (time pickers, the rules' form and their schemas) load when their tab
 * first shows: the ward's other tabs open without them (ADR 16 item 9).
 */
const VisitingHours = lazy(() =>
  import('../components/visiting-hours').then((m) => ({ default: m.VisitingHours })),
);
const VisitingRules = lazy(() =>
  import('../components/visiting-rules').then((m) => ({ default: m.VisitingRules })),
);
const AccessControllers = lazy(() =>
  import('../components/visiting-rules').then((m) => ({ default: m.AccessControllers })),
);
const editorLoading = <Skeleton active />;

/** The catalogue's tab paths under /icu/wardSettings/{id}. */
const TABS = [
  'basicInformation',
  'visitingHours',
  'bedManagement',
  'wardEquipment',
  'visitationRoomEquipment',
  'visitationRegime',
  'accessControl',
] as const;

/** The ward row's fields an ICU edits on basicInformation; the base data stays on /baseMedical. */
export const ICU_WARD_FIELDS = [
  'name',
  'nurseStationAccountId',
  'bedCount',
  'mapUrl',
  'adminIds',
  'dutyDoctorIds',
] as const;
/** The ward row's part of the visiting rules (the rest is in the visiting settings). */
export const ICU_REGIME_FIELDS = ['bookingDays', 'visitMinutes', 'overdueSeconds', 'recording'] as const;

const DEVICE_FORM_FIELDS = ['name', 'deviceAccountId', 'type', 'bedId', 'role'] as const;

/** The ward's devices of one role: wardEquipment and visitationRoomEquipment. */
function WardDevices({ wardId, role, title }: { wardId: number; role: WardDeviceRole; title: string }) {
  const fixed = useMemo(() => ({ role }), [role]);
  return (
    <ResourceList
      definition={wardDeviceDescription}
      title={title}
      parent={{ field: 'wardId', id: wardId }}
      fixedFilters={fixed}
      formFields={DEVICE_FORM_FIELDS}
      createDefaults={fixed}
    />
  );
}

/** A tab editing the visiting settings: loads them, then hands them and the save over. */
function WithVisiting({
  wardId,
  children,
}: {
  wardId: number;
  children: (settings: WardVisiting, save: (next: WardVisiting) => Promise<WardVisiting>) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useWardVisiting(wardId);
  const save = useSaveWardVisiting(wardId);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError)
    return <LoadFailedAlert title={t('icuWards.loadFailed')} onRetry={() => void query.refetch()} />;
  // Keyed by the saved value's identity: a save (or a refetch) starts the editor afresh.
  return <div key={query.dataUpdatedAt}>{children(query.data, save.mutateAsync)}</div>;
}

/**
 * SPEC /icu/wardManage → wardSettings: one ward's ICU settings in the seven catalogue tabs. The tab
 * routes (`/icu/wardSettings/{id}/visitingHours`) open this page on that tab; switching says `?tab=`.
 */
export default function WardSettingsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { id } = useParams();
  const wardId = Number(id);
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'basicInformation',
        label: t('icuWards.tabs.basicInformation'),
        fields: ICU_WARD_FIELDS,
        stamps: true,
      },
      {
        key: 'visitingHours',
        label: t('icuWards.tabs.visitingHours'),
        content: (
          <WithVisiting wardId={wardId}>
            {(settings, save) => (
              <Suspense fallback={editorLoading}>
                <VisitingHours settings={settings} save={save} />
              </Suspense>
            )}
          </WithVisiting>
        ),
      },
      {
        key: 'bedManagement',
        label: t('icuWards.tabs.bedManagement'),
        content: (row) => (
          <>
            <BedMap wardId={wardId} mapUrl={row.mapUrl as string | null} />
            <Divider />
            <ResourceList
              definition={bedDescription}
              title={t('baseMedical.beds.title')}
              parent={{ field: 'wardId', id: wardId }}
              detailPath={() => undefined}
              deleteContent={(bed) => <DeletionCounts client={client} kind="beds" id={bed.id} />}
            />
          </>
        ),
      },
      {
        key: 'wardEquipment',
        label: t('icuWards.tabs.wardEquipment'),
        content: <WardDevices wardId={wardId} role="ward" title={t('icuWards.tabs.wardEquipment')} />,
      },
      {
        key: 'visitationRoomEquipment',
        label: t('icuWards.tabs.visitationRoomEquipment'),
        content: (
          <WardDevices
            wardId={wardId}
            role="visitingRoom"
            title={t('icuWards.tabs.visitationRoomEquipment')}
          />
        ),
      },
      {
        key: 'visitationRegime',
        label: t('icuWards.tabs.visitationRegime'),
        fields: ICU_REGIME_FIELDS,
        content: (
          <WithVisiting wardId={wardId}>
            {(settings, save) => (
              <Suspense fallback={editorLoading}>
                <VisitingRules settings={settings} save={save} />
              </Suspense>
            )}
          </WithVisiting>
        ),
      },
      {
        key: 'accessControl',
        label: t('icuWards.tabs.accessControl'),
        content: (
          <WithVisiting wardId={wardId}>
            {(settings, save) => (
              <Suspense fallback={editorLoading}>
                <AccessControllers settings={settings} save={save} />
              </Suspense>
            )}
          </WithVisiting>
        ),
      },
    ],
    [t, wardId, client],
  );
  return (
    <ResourceDetail
      definition={wardDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      listPath={routePath('icuWardManage')}
      deleteContent={(row) => <DeletionCounts client={client} kind="wards" id={row.id} />}
    />
  );
}
