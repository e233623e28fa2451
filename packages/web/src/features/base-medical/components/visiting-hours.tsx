import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  WEEKDAYS,
  overlappingPeriods,
  visitPeriodSchema,
  type VisitPeriod,
  type WardVisiting,
} from '@console/contract/resources/visits';
import { App, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/form-rules';
import { useLang } from '@/engine/use-lang';
import { serverFieldErrors, withPart, type FieldErrors } from './visiting-editor';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A new period of a weekday: an hour after the day's last one, or 14:00-15:00. */
function nextPeriod(weekday: number, periods: readonly VisitPeriod[]): VisitPeriod {
  const last = periods
    .filter((p) => p.weekday === weekday && /^\d\d:\d\d$/.test(p.end))
    .reduce((latest, p) => Math.max(latest, minutes(p.end)), 0);
  const start = last === 0 ? 14 * 60 : Math.min(last, 22 * 60);
  return { weekday, start: hhmm(start), end: hhmm(Math.min(start + 60, 23 * 60 + 59)), capacity: 1 };
}

/**
 * What is wrong with the periods before anything is sent: each period against the contract's
 * rules (time format, end after start, capacity), and every pair of one weekday that overlaps
 * (the contract's `overlappingPeriods`, which the server applies too). Keys are the server's
 * field paths, so its answer lands in the same places.
 */
export function periodIssues(periods: readonly VisitPeriod[]): Record<string, string> {
  const issues: Record<string, string> = {};
  periods.forEach((period, i) => {
    const result = visitPeriodSchema.safeParse(period);
    if (!result.success)
      for (const issue of result.error.issues) {
        const path = `periods.${i}.${String(issue.path[0] ?? 'start')}`;
        issues[path] ??= issue.message;
      }
  });
  periods.forEach((a, i) =>
    periods.forEach((b, j) => {
      if (j <= i || issues[`periods.${i}.end`] || issues[`periods.${j}.end`]) return;
      if (overlappingPeriods([a, b])) {
        issues[`periods.${i}.start`] ??= 'validation.periodsOverlap';
        issues[`periods.${j}.start`] ??= 'validation.periodsOverlap';
      }
    }),
  );
  return issues;
}

/**
 * The ward's visiting week (tab visitingHours): Monday to Sunday, each with its periods (start,
 * end, capacity), added and removed per day; overlaps and an end before the start are shown as
 * they are typed; exception dates and the buffer between visits. Saves the whole settings.
 */
export function VisitingHours({
  settings,
  save,
}: {
  settings: WardVisiting;
  save: (next: WardVisiting) => Promise<WardVisiting>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [periods, setPeriods] = useState<VisitPeriod[]>(settings.periods);
  const [bufferMinutes, setBufferMinutes] = useState<number | null>(settings.bufferMinutes);
  const [exceptionDates, setExceptionDates] = useState<string[]>(settings.exceptionDates);
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const label = (path: string) => {
    const field = path.split('.').at(-1) ?? path;
    if (field === 'start' || field === 'end' || field === 'capacity') return t(`icuWards.hours.${field}`);
    if (path.startsWith('exceptionDates')) return t('icuWards.hours.exceptionDates');
    if (path === 'bufferMinutes') return t('icuWards.hours.bufferMinutes');
    return path;
  };
  const issues = useMemo(() => periodIssues(periods), [periods]);
  const errorAt = (path: string): string | undefined =>
    issues[path] ? fieldMessage(label(path), issues[path], lang) : serverErrors[path];

  const change = (index: number, patch: Partial<VisitPeriod>) => {
    setPeriods((current) => current.map((p, i) => (i === index ? { ...p, ...patch } : p)));
    setServerErrors({});
  };

  const submit = async () => {
    if (Object.keys(issues).length > 0) {
      void message.error(t('icuWards.hours.fixFirst'));
      return;
    }
    setSaving(true);
    try {
      const saved = await save(
        withPart(settings, { periods, bufferMinutes: bufferMinutes ?? 0, exceptionDates }),
      );
      setPeriods(saved.periods);
      setServerErrors({});
      void message.success(t('icuWards.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error, label, lang);
      if (fields) setServerErrors(fields);
      void message.error(fields ? t('icuWards.hours.fixFirst') : (error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const addDate = () => {
    if (!picked) return;
    const date = picked.format('YYYY-MM-DD');
    setExceptionDates((current) => (current.includes(date) ? current : [...current, date].sort()));
    setPicked(null);
  };

  return (
    <Form layout="vertical" component="div" data-testid="visiting-hours">
      <Flex vertical gap={12}>
        {WEEKDAYS.map((weekday) => {
          const dayName = t(`icuWards.weekdays.${weekday}`);
          const rows = periods
            .map((period, index) => ({ period, index }))
            .filter((x) => x.period.weekday === weekday);
          return (
            <Card
              key={weekday}
              size="small"
              title={dayName}
              data-testid={`weekday-${weekday}`}
              extra={
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={t('icuWards.hours.addFor', { day: dayName })}
                  onClick={() => setPeriods((current) => [...current, nextPeriod(weekday, current)])}
                >
                  {t('icuWards.hours.add')}
                </Button>
              }
            >
              {rows.length === 0 ? (
                <Typography.Text type="secondary">{t('icuWards.hours.noPeriods')}</Typography.Text>
              ) : (
                <Flex vertical gap={4}>
                  {rows.map(({ period, index }, n) => {
                    const name = `${dayName} ${n + 1}`;
                    const item = (field: 'start' | 'end' | 'capacity') => {
                      const error = errorAt(`periods.${index}.${field}`);
                      return error
                        ? { validateStatus: 'error' as const, help: <span role="alert">{error}</span> }
                        : {};
                    };
                    return (
                      <Flex key={index} gap={8} wrap align="flex-start" data-testid="visit-period">
                        <Form.Item
                          label={t('icuWards.hours.start')}
                          style={{ marginBottom: 8 }}
                          {...item('start')}
                        >
                          <Input
                            type="time"
                            aria-label={`${name} ${t('icuWards.hours.start')}`}
                            value={period.start}
                            onChange={(e) => change(index, { start: e.target.value })}
                            style={{ width: 130 }}
                          />
                        </Form.Item>
                        <Form.Item
                          label={t('icuWards.hours.end')}
                          style={{ marginBottom: 8 }}
                          {...item('end')}
                        >
                          <Input
                            type="time"
                            aria-label={`${name} ${t('icuWards.hours.end')}`}
                            value={period.end}
                            onChange={(e) => change(index, { end: e.target.value })}
                            style={{ width: 130 }}
                          />
                        </Form.Item>
                        <Form.Item
                          label={t('icuWards.hours.capacity')}
                          style={{ marginBottom: 8 }}
                          {...item('capacity')}
                        >
                          <InputNumber
                            aria-label={`${name} ${t('icuWards.hours.capacity')}`}
                            min={1}
                            max={50}
                            precision={0}
                            value={period.capacity}
                            onChange={(value) => change(index, { capacity: value ?? 0 })}
                          />
                        </Form.Item>
                        <Form.Item label=" " style={{ marginBottom: 8 }}>
                          <Button
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('icuWards.hours.remove', { name })}
                            onClick={() => {
                              setPeriods((current) => current.filter((_, i) => i !== index));
                              setServerErrors({});
                            }}
                          />
                        </Form.Item>
                      </Flex>
                    );
                  })}
                </Flex>
              )}
            </Card>
          );
        })}
        <Card size="small" title={t('icuWards.hours.exceptionDates')}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('icuWards.hours.exceptionHelp')}</Typography.Text>
            <Space.Compact>
              <DatePicker
                aria-label={t('icuWards.hours.exceptionDates')}
                value={picked}
                onChange={setPicked}
                format="YYYY-MM-DD"
              />
              <Button onClick={addDate} disabled={!picked}>
                {t('icuWards.hours.addDate')}
              </Button>
            </Space.Compact>
            <Flex wrap gap={4} data-testid="exception-dates">
              {exceptionDates.length === 0 ? (
                <Typography.Text type="secondary">{t('icuWards.hours.noDates')}</Typography.Text>
              ) : (
                exceptionDates.map((date, i) => (
                  <Tag
                    key={date}
                    closable
                    color={serverErrors[`exceptionDates.${i}`] ? 'error' : undefined}
                    closeIcon={<DeleteOutlined aria-label={t('icuWards.hours.removeDate', { date })} />}
                    onClose={() => setExceptionDates((current) => current.filter((d) => d !== date))}
                  >
                    {date}
                  </Tag>
                ))
              )}
            </Flex>
          </Flex>
        </Card>
        <Form.Item
          label={t('icuWards.hours.bufferMinutes')}
          extra={t('icuWards.hours.bufferHelp')}
          {...(serverErrors.bufferMinutes
            ? { validateStatus: 'error' as const, help: serverErrors.bufferMinutes }
            : {})}
        >
          <InputNumber
            aria-label={t('icuWards.hours.bufferMinutes')}
            min={0}
            max={60}
            precision={0}
            value={bufferMinutes}
            onChange={setBufferMinutes}
          />
        </Form.Item>
        <Flex gap={8} align="center">
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('icuWards.save')}
          </Button>
          {Object.keys(issues).length > 0 ? (
            <Typography.Text type="danger">{t('icuWards.hours.fixFirst')}</Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Form>
  );
}
