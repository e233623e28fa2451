import { PATHS } from '@console/contract/api/paths';
import { visitDescription } from '@console/contract/resources/descriptions/visits';
import { VISIT_TRANSITIONS, type VisitAction } from '@console/contract/resources/visits';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '@/engine/resource-keys';
import { ResourceList } from '@/engine/resource-list';
import type { RowAction } from '@/engine/types';
import { api } from '@/lib/api-client';
import { useRealtimeTopic } from '@/lib/use-realtime';

/** Staff actions offered as row buttons, each only in the states the server allows it from. */
const ACTIONS: readonly { action: VisitAction; danger?: boolean; confirm?: boolean }[] = [
  { action: 'checkIn' },
  { action: 'start' },
  { action: 'finish', confirm: true },
  { action: 'cancel', danger: true, confirm: true },
];

/**
 * SPEC /icu/visitManage: the ICU's visits. Booked with the engine's form (the server checks the
 * ward's periods, booking days and capacity); a state change anywhere (staff, the terminals'
 * call reports, the overdue job) reaches this list over the console channel without a reload.
 */
export default function VisitsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: resourceKeys.all(visitDescription.key) });
  useRealtimeTopic('visits', refresh, refresh);

  const rowActions: RowAction[] = ACTIONS.map(({ action, danger, confirm }) => ({
    key: action,
    label: t(`icuVisits.action.${action}`),
    ...(danger ? { danger } : {}),
    ...(confirm ? { confirm: t(`icuVisits.confirm.${action}`) } : {}),
    visible: (row) => (VISIT_TRANSITIONS[action].from as readonly unknown[]).includes(row.state),
    run: async (row) => {
      await api.post(`${PATHS.resource(visitDescription.key)}/${String(row.id)}/${action}`, {});
      void message.success(t('icuVisits.done'));
      refresh();
    },
  }));

  return (
    <ResourceList
      definition={visitDescription}
      title={t('icuVisits.title')}
      formContainer="modal"
      formFields={['registrationId', 'visitType', 'startsAt']}
      rowActions={rowActions}
      onSaved={(row, mode) => {
        // The one-time code is in this answer only (the server keeps its hash).
        if (mode === 'create' && typeof row.code === 'string' && /^\d{6}$/.test(row.code))
          modal.info({
            title: t('icuVisits.codeTitle'),
            content: t('icuVisits.codeOnce', { code: row.code }),
          });
      }}
    />
  );
}
