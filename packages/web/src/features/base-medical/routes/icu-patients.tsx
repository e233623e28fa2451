import { bedDescription } from '@console/contract/resources/descriptions/beds';
import { patientDescription } from '@console/contract/resources/descriptions/patients';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceName, referenceQueryOptions } from '@/engine/reference-name';
import { ResourceList } from '@/engine/resource-list';
import { routeTo } from '@/engine/route-paths';
import type { RowAction } from '@/engine/types';
import { useUpdateResource } from '@/engine/use-resource-mutations';

const ADMITTED = { status: 'admitted' } as const;

/** "Ward · bed" of an admitted patient: the bed's ward read through the bed (both cached). */
function WardAndBed({ bedId }: { bedId: unknown }) {
  const id = typeof bedId === 'number' ? bedId : 0;
  const bed = useQuery(referenceQueryOptions(bedDescription.key, id));
  const wardId = typeof bed.data?.wardId === 'number' ? bed.data.wardId : 0;
  if (id === 0) return null;
  return (
    <>
      {wardId ? <ReferenceName resourceKey="wards" id={wardId} /> : null}
      {wardId ? ' · ' : null}
      <ReferenceName resourceKey={bedDescription.key} id={id} />
    </>
  );
}

/**
 * SPEC /icu/patientManage: the patients admitted to the company's wards, with ward and bed,
 * whether they may be visited (switched after a confirmation), and their page under /icu.
 */
export default function IcuPatientsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateResource(patientDescription);
  const actions = useMemo<RowAction[]>(() => {
    const toggle = (visitAllowed: boolean) => (row: { id: number }) =>
      update.mutateAsync({ id: row.id, values: { visitAllowed } }).then(
        () => void message.success(t(visitAllowed ? 'icuPatients.allowed' : 'icuPatients.stopped')),
        () => undefined,
      );
    return [
      {
        key: 'allowVisits',
        label: t('icuPatients.allow'),
        confirm: t('icuPatients.allowConfirm'),
        visible: (row) => row.visitAllowed !== true,
        run: toggle(true),
      },
      {
        key: 'stopVisits',
        label: t('icuPatients.stop'),
        danger: true,
        confirm: t('icuPatients.stopConfirm'),
        visible: (row) => row.visitAllowed === true,
        run: toggle(false),
      },
    ];
  }, [t, update, message]);
  const cells = useMemo(() => ({ bedId: (value: unknown) => <WardAndBed bedId={value} /> }), []);
  return (
    <ResourceList
      definition={patientDescription}
      title={t('icuPatients.title')}
      fixedFilters={ADMITTED}
      readOnly
      rowActions={actions}
      cellRender={cells}
      detailPath={(row) => routeTo('icuPatientDetail', row.id)}
    />
  );
}
