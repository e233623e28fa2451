import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dialog and its form code (antd Form and Input, ~20 KB gzip) load when the button is first
 * used (prefetched when the pointer or focus reaches it): the terminal page shows without them.
 */
const loadDialog = () => import('./config-push-dialog');
const ConfigPushDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfigPushDialog })));
const preload = () => void loadDialog();

/** Push one configuration setting (key → value) to a terminal: a button and its dialog. */
export function ConfigPush({
  pending,
  onPush,
}: {
  pending: boolean;
  onPush: (payload: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing animates
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('terminalMonitor.pushConfig')}
      </Button>
      {used ? (
        <Suspense fallback={open ? <Spin fullscreen /> : null}>
          <ConfigPushDialog open={open} pending={pending} onPush={onPush} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
