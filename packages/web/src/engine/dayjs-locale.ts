import type { Language } from '@console/contract/constants';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** Month and weekday names of the date pickers follow the console's language. */
export function syncDayjsLocale(lang: Language): void {
  const locale = lang === 'zh' ? 'zh-cn' : 'en';
  if (dayjs.locale() !== locale) dayjs.locale(locale);
}
