import type { Language } from '@console/contract/constants';
import type { Label } from '@console/contract/resources/define';
import { useTranslation } from 'react-i18next';

/** The console's language as the contract names it (definitions carry `{ zh, en }` labels). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

export function labelText(label: Label | undefined, lang: Language): string {
  return label ? label[lang] : '';
}
