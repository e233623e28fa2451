import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLogStore } from './error-log-store';

const loadDialog = () => import('./error-log-dialog');
const ErrorLogDialog = lazy(loadDialog);

/** SPEC §2 error log: a bug with the number of errors, shown only when there are some. */
export default function ErrorLogButton() {
  const { t } = useTranslation();
  const count = errorLogStore.useSelect((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const countId = useId();

  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      {count > 0 && (
        <Tooltip title={t('errorLog.open', { count })}>
          <Button
            type="text"
            aria-label={t('errorLog.button')}
            aria-describedby={countId}
            aria-haspopup="dialog"
            onClick={show}
            onMouseEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            <Badge count={count} size="small" overflowCount={99}>
              <BugOutlined />
            </Badge>
            <span id={countId} hidden>
              {t('errorLog.count', { count })}
            </span>
          </Button>
        </Tooltip>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
