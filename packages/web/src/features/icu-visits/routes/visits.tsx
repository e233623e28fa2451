import {
  VISIT_REASON_MAX,
  VISIT_STATE_LABELS,
  VISIT_TRANSITIONS,
  visitDescription,
  type VisitAction,
  type VisitState,
} from '@console/contract/resources/descriptions/visits';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '@/components/secondary-text';
import { resourceKeys } from '@/engine/resource-keys';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { useRealtimeTopic } from '@/lib/use-realtime';

// Dialogs load when opened.
const ReasonDialog = lazy(() =>
  import('@/components/reason-dialog').then((m) => ({ default: m.ReasonDialog })),
);
const BookingDialog = lazy(() =>
  import('../components/booking-dialog').then((m) => ({ default: m.BookingDialog })),
);

/** Staff actions offered as row buttons, each only in the states the server allows it from. */
const ACTIONS: readonly { action: VisitAction; danger?: boolean; confirm?: boolean; reason?: boolean }[] = [
  { action: 'checkIn' },
  { action: 'start' },
  { action: 'finish', confirm: true },
  { action: 'cancel', danger: true, confirm: true },
  { action: 'exception', danger: true, reason: true },
];

const STATE_COLOURS: Record<VisitState, string> = {
  nostart: 'default',
  wait: 'processing',
  doing: 'success',
  over: 'warning',
  finished: 'default',
  cancel: 'default',
  exception: 'error',
};

/**
 * SPEC /icu/visitManage: the ICU's visits. Booked in a dialog offering the ward's free slots (the
 * server holds the booking to the same rules); a state change anywhere (staff, the terminals'
 * call reports, the overdue job, a discharge) reaches this list over the console channel without
 * a reload. A cancellation's or exception's reason shows under the state.
 */
export default function VisitsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const client = useQueryClient();
  const move = useResourceAction(visitDescription);
  const [booking, setBooking] = useState(false);
  const [excepting, setExcepting] = useState<ResourceRow>();
  const refresh = () => void client.invalidateQueries({ queryKey: resourceKeys.all(visitDescription.key) });
  useRealtimeTopic('visits', refresh, refresh);

  const run = (row: ResourceRow, action: VisitAction, body?: Record<string, unknown>) =>
    move
      .mutateAsync({ id: row.id, action, ...(body ? { body } : {}) })
      .then(() => void message.success(t('icuVisits.done')));

  const rowActions: RowAction[] = ACTIONS.map(({ action, danger, confirm, reason }) => ({
    key: action,
    label: t(`icuVisits.action.${action}`),
    ...(danger ? { danger } : {}),
    ...(confirm ? { confirm: t(`icuVisits.confirm.${action}`) } : {}),
    visible: (row) => (VISIT_TRANSITIONS[action].from as readonly unknown[]).includes(row.state),
    run: (row) => (reason ? setExcepting(row) : run(row, action)),
  }));

  return (
    <>
      <ResourceList
        definition={visitDescription}
        title={t('icuVisits.title')}
        // A booked visit is never edited or deleted; booking is the slot dialog.
        readOnly
        onCreate={() => setBooking(true)}
        rowActions={rowActions}
        cellRender={{
          state: (value, row) => {
            const state = value as VisitState;
            return (
              <Flex vertical gap={2} align="flex-start">
                <Tag color={STATE_COLOURS[state]}>{VISIT_STATE_LABELS[state]?.[lang] ?? state}</Tag>
                {typeof row.reason === 'string' && row.reason ? (
                  <SecondaryText>{row.reason}</SecondaryText>
                ) : null}
              </Flex>
            );
          },
        }}
      />
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog open onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
      {excepting ? (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            title={t('icuVisits.exception.title', { name: String(excepting.familyName) })}
            label={t('icuVisits.exception.reason')}
            okText={t('icuVisits.action.exception')}
            requiredMessage={t('icuVisits.exception.reasonRequired')}
            max={VISIT_REASON_MAX}
            saving={move.isPending}
            onCancel={() => setExcepting(undefined)}
            onSubmit={(reason) =>
              void run(excepting, 'exception', { reason })
                .then(() => setExcepting(undefined))
                .catch(() => undefined)
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
