import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@console/contract/constants';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/lib/i18n';

/** SPEC §2 language select (Simplified Chinese, English); the page reloads after the switch. */
export function LanguageSelect({ showLabel = false }: { showLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  const label = t('language.select');
  const [switching, setSwitching] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((key) => ({
          key,
          label: <span lang={key === 'zh' ? 'zh-CN' : key}>{t(`language.${key}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (key === i18n.language || switching) return;
          setSwitching(true);
          switchLanguage(key as Language);
        },
      }}
    >
      <Button type="text" aria-label={label} title={label} icon={<TranslationOutlined />} loading={switching}>
        {showLabel ? t(`language.${i18n.language === 'en' ? 'en' : 'zh'}`) : null}
      </Button>
    </Dropdown>
  );
}
