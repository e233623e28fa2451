import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyResult } from './lazy-result';

/** A page of the catalogue whose screen is not built yet: said politely, never a blank. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <LazyResult
      icon={<ToolOutlined aria-hidden="true" />}
      title={<h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{title}</h1>}
      subTitle={t('placeholder.subtitle')}
    />
  );
}
