import {
  VISIT_TIME_ZONE,
  VISIT_TYPES,
  visitDescription,
} from '@console/contract/resources/descriptions/visits';
import type { VisitSlot } from '@console/contract/resources/visits';
import { Alert, App, Empty, Form, Modal, Radio, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/engine/date-input';
import { ReferenceSelect } from '@/engine/reference-select';
import { useCreateResource } from '@/engine/use-resource-mutations';
import { useLang } from '@/engine/use-lang';
import { useVisitSlots } from '../api/get-visit-slots';

/** Registrations that may book (the server refuses the others). */
const APPROVED = { state: 'approved' } as const;
const registrationLabel = (row: Record<string, unknown>) => `${String(row.familyName)} (#${String(row.id)})`;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: VISIT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * Booking a visit: an approved registration, a date inside the ward's booking window (exception
 * dates and days without visiting periods disabled), then one of that day's slots; full or
 * no-longer-bookable slots are shown disabled. The server holds the booking to the same rules.
 */
export function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const [registrationId, setRegistrationId] = useState<number>();
  const [visitType, setVisitType] = useState<(typeof VISIT_TYPES)[number]>('video');
  const [date, setDate] = useState<string>();
  const [startsAt, setStartsAt] = useState<string>();
  const calendar = useVisitSlots(registrationId, undefined);
  const day = useVisitSlots(registrationId, date);
  const create = useCreateResource(visitDescription);

  const reset = () => {
    setRegistrationId(undefined);
    setDate(undefined);
    setStartsAt(undefined);
    setVisitType('video');
  };
  const close = () => {
    reset();
    onClose();
  };
  const cal = calendar.data;
  const disabledDate = (value: string) =>
    !cal ||
    value < cal.firstDate ||
    value > cal.lastDate ||
    cal.exceptionDates.includes(value) ||
    // ISO weekday of the calendar day: 1 Monday … 7 Sunday.
    !cal.weekdays.includes(((new Date(`${value}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);

  const submit = () => {
    if (registrationId === undefined || !startsAt) return;
    create.mutate(
      { registrationId, visitType, startsAt },
      {
        onSuccess: (visit) => {
          void message.success(t('icuVisits.book.done'));
          // The one-time visit code is in this answer only (the server keeps its hash).
          if (typeof visit.code === 'string' && /^\d{6}$/.test(visit.code))
            modal.info({
              title: t('icuVisits.codeTitle'),
              content: t('icuVisits.codeOnce', { code: visit.code }),
            });
          close();
        },
      },
    );
  };

  const slotLabel = (slot: VisitSlot) => {
    const base = t('icuVisits.book.slotLabel', {
      start: timeOf(slot.startsAt),
      end: timeOf(slot.endsAt),
      remaining: slot.remaining,
    });
    if (slot.refusal === 'full') return `${base} · ${t('icuVisits.book.full')}`;
    if (slot.refusal === 'window') return `${base} · ${t('icuVisits.book.past')}`;
    return base;
  };
  const loadError = calendar.error ?? day.error;
  const typeLabels = visitDescription.fields.visitType.optionLabels;

  let slots;
  if (registrationId === undefined || !date) slots = <Empty description={t('icuVisits.book.pickDate')} />;
  else if (day.isPending) slots = <Spin />;
  else if (!day.data?.slots.length) slots = <Empty description={t('icuVisits.book.noSlots')} />;
  else
    slots = (
      <Radio.Group
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value as string)}
        aria-label={t('icuVisits.book.slot')}
        options={day.data.slots.map((slot) => ({
          value: slot.startsAt,
          label: slotLabel(slot),
          disabled: slot.refusal !== null,
        }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    );

  return (
    <Modal
      open={open}
      title={t('icuVisits.book.title')}
      okText={t('icuVisits.book.submit')}
      cancelText={t('engine.cancel')}
      okButtonProps={{ disabled: !startsAt, loading: create.isPending }}
      onOk={submit}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('icuVisits.book.registration')} required>
          <ReferenceSelect
            resourceKey="visitRegistrations"
            filters={APPROVED}
            optionLabel={registrationLabel}
            value={registrationId}
            onChange={(value) => {
              setRegistrationId(value);
              setDate(undefined);
              setStartsAt(undefined);
            }}
            aria-label={t('icuVisits.book.registration')}
          />
        </Form.Item>
        <Form.Item label={t('icuVisits.book.visitType')}>
          <Select
            value={visitType}
            onChange={setVisitType}
            aria-label={t('icuVisits.book.visitType')}
            options={VISIT_TYPES.map((value) => ({ value, label: typeLabels?.[value]?.[lang] ?? value }))}
          />
        </Form.Item>
        <Form.Item
          label={t('icuVisits.book.date')}
          help={cal ? t('icuVisits.book.dateHelp', { first: cal.firstDate, last: cal.lastDate }) : undefined}
        >
          <DateInput
            withTime={false}
            value={date}
            disabled={!cal}
            disabledDate={disabledDate}
            aria-label={t('icuVisits.book.date')}
            onChange={(value) => {
              setDate(value);
              setStartsAt(undefined);
            }}
          />
        </Form.Item>
        {loadError ? (
          <Alert type="error" showIcon message={loadError.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item label={t('icuVisits.book.slot')}>{slots}</Form.Item>
      </Form>
    </Modal>
  );
}
