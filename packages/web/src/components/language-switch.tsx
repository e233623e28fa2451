import { LANGUAGES, type Language } from '@console/contract/constants';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/lib/i18n';
import styles from './language-switch.module.css';

/**
 * The login page's language select: two toggle buttons. The navbar uses a dropdown
 * (LanguageSelect); here a menu would cost the login page's first load too much.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState<Language | null>(null);
  return (
    <div role="group" aria-label={t('language.select')} className={styles.group}>
      {LANGUAGES.map((key: Language) => {
        const active = i18n.language === key;
        return (
          <Button
            key={key}
            size="small"
            type={active ? 'primary' : 'text'}
            aria-pressed={active}
            loading={switching === key}
            lang={key === 'zh' ? 'zh-CN' : key}
            onClick={() => {
              if (active || switching) return;
              setSwitching(key);
              switchLanguage(key);
            }}
          >
            {t(`language.${key}`)}
          </Button>
        );
      })}
    </div>
  );
}
