/**
 * Dates without a date library: list pages format and send dates with the platform's Date;
 * dayjs (and its locales) comes only with the date pickers (`date-input.tsx`).
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` or `2026-11-22 08:05:09` in the user's time zone. */
export function formatDate(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime
    ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
    : day;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" / "3分钟前" in the console's language (`zh` or `en`), or '' for no date. */
export function formatRelative(value: unknown, lang: string, now: number = Date.now()): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return String(value);
  const format = new Intl.RelativeTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { numeric: 'auto' });
  let amount = (time - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/** A `YYYY-MM-DD` day's first (`from`) or last (`to`) millisecond in the user's time zone, as ISO. */
export function dayBoundary(day: string, end: 'from' | 'to'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = end === 'from' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
