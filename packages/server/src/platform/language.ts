import type { Language } from '@console/contract';

/** The caller's language for messages: `Accept-Language` (the console sends its cookie's value). */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
