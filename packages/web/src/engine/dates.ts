import type { Language } from '@console/contract/constants';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Month and weekday names of the date pickers follow the console's language. */
export function syncDayjsLocale(lang: Language): void {
  const locale = lang === 'zh' ? 'zh-cn' : 'en';
  if (dayjs.locale() !== locale) dayjs.locale(locale);
}

export function formatDate(value: unknown, withTime: boolean): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(withTime ? DATETIME_FORMAT : DATE_FORMAT) : String(value);
}
