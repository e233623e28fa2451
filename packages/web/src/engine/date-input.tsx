import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from './dates';
import { syncDayjsLocale } from './dayjs-locale';
import { useLang } from './use-lang';

/** A date or date-time as the API takes it: `YYYY-MM-DD`, or an ISO timestamp with the time. */
export function DateInput({
  value,
  onChange,
  withTime,
  id,
  disabled,
  disabledDate,
  'aria-label': ariaLabel,
}: {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  withTime: boolean;
  id?: string | undefined;
  disabled?: boolean | undefined;
  /** Days that cannot be chosen, by their `YYYY-MM-DD`. */
  disabledDate?: ((date: string) => boolean) | undefined;
  'aria-label'?: string | undefined;
}) {
  syncDayjsLocale(useLang());
  const date = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      aria-label={ariaLabel}
      {...(disabledDate ? { disabledDate: (day: Dayjs) => disabledDate(day.format(DATE_FORMAT)) } : {})}
      style={{ width: '100%' }}
      showTime={withTime}
      format={withTime ? DATETIME_FORMAT : DATE_FORMAT}
      value={date?.isValid() ? date : null}
      onChange={(next) =>
        onChange?.(next ? (withTime ? next.toISOString() : next.format(DATE_FORMAT)) : undefined)
      }
    />
  );
}

/** A search form's date range: whole days as `YYYY-MM-DD` strings (the URL's form). */
export function DateRangeInput({
  value,
  onChange,
  id,
  label,
  placeholder,
}: {
  value?: [string | null, string | null] | undefined;
  onChange?: (value: [string | null, string | null] | undefined) => void;
  id?: string | undefined;
  label: string;
  placeholder: [string, string];
}) {
  syncDayjsLocale(useLang());
  const toDay = (text: string | null | undefined): Dayjs | null => (text ? dayjs(text) : null);
  return (
    <DatePicker.RangePicker
      id={id}
      value={value ? [toDay(value[0]), toDay(value[1])] : null}
      onChange={(next) =>
        onChange?.(
          next && (next[0] || next[1])
            ? [next[0]?.format(DATE_FORMAT) ?? null, next[1]?.format(DATE_FORMAT) ?? null]
            : undefined,
        )
      }
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
      aria-label={label}
      placeholder={placeholder}
    />
  );
}
