import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A part of a page that could not load: says so, with Retry (the page around it still works). */
export function LoadFailedAlert({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('engine.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('engine.retry')}
        </Button>
      }
    />
  );
}
