import { pickLanguage } from '@/locales/parts';
import strings from '@/locales/strings.json';

/** Every string of one language, for tests that start i18n with all of them. */
export const en = pickLanguage(strings, 'en');
export const zhCN = pickLanguage(strings, 'zh');
