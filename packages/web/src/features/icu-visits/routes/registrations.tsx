import {
  REGISTRATION_REASON_MAX,
  registrationDescription,
  type RegistrationState,
} from '@console/contract/resources/descriptions/registrations';
import { App, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { useResourceAction } from '@/engine/use-resource-mutations';

// The reason form (and antd's Form) loads when a registration is rejected.
const ReasonDialog = lazy(() =>
  import('@/components/reason-dialog').then((m) => ({ default: m.ReasonDialog })),
);

const STATE_COLOURS: Record<RegistrationState, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/**
 * SPEC /icu/registerRecord: families apply to visit a patient; staff approve (after a
 * confirmation) or reject with the reason the family is told. Only pending ones are decided;
 * only approved ones book visits.
 */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const action = useResourceAction(registrationDescription);
  const [rejecting, setRejecting] = useState<ResourceRow>();
  const pending = (row: ResourceRow) => row.state === 'pending';

  const rowActions: RowAction[] = [
    {
      key: 'approve',
      label: t('icuVisits.registrations.approve'),
      confirm: t('icuVisits.registrations.approveConfirm'),
      visible: pending,
      run: (row) =>
        action
          .mutateAsync({ id: row.id, action: 'approve' })
          .then(() => void message.success(t('icuVisits.registrations.approved'))),
    },
    {
      key: 'reject',
      label: t('icuVisits.registrations.reject'),
      danger: true,
      visible: pending,
      run: (row) => setRejecting(row),
    },
  ];

  const reject = (reason: string) => {
    if (!rejecting) return;
    void action.mutateAsync({ id: rejecting.id, action: 'reject', body: { reason } }).then(() => {
      setRejecting(undefined);
      void message.success(t('icuVisits.registrations.rejected'));
    });
  };

  const stateLabels = registrationDescription.fields.state.optionLabels;
  return (
    <>
      <ResourceList
        definition={registrationDescription}
        title={t('icuVisits.registrations.title')}
        formContainer="modal"
        formFields={['patientId', 'familyName', 'familyPhone', 'relation']}
        editFields={['familyName', 'familyPhone', 'relation']}
        rowActions={rowActions}
        cellRender={{
          state: (value) => {
            const state = value as RegistrationState;
            return <Tag color={STATE_COLOURS[state]}>{stateLabels?.[state]?.[lang] ?? state}</Tag>;
          },
        }}
      />
      {rejecting ? (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={t('icuVisits.registrations.rejectTitle', { name: String(rejecting.familyName) })}
            label={t('icuVisits.registrations.reason')}
            okText={t('icuVisits.registrations.reject')}
            requiredMessage={t('icuVisits.registrations.reasonRequired')}
            max={REGISTRATION_REASON_MAX}
            saving={action.isPending}
            onCancel={() => setRejecting(undefined)}
            onSubmit={reject}
          />
        </Suspense>
      ) : null}
    </>
  );
}
