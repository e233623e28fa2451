import type { Language } from '@console/contract/constants';
import type { Locale } from 'antd/es/locale';

/** antd's own strings (pagination, pickers, empty states) for the page's one language. */
let locale: Locale | undefined;

const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
};

export async function loadAntdLocale(lang: Language): Promise<void> {
  locale = (await LOADERS[lang]()).default;
}

export function antdLocale(): Locale | undefined {
  return locale;
}
