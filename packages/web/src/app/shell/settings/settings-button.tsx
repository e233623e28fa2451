import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadDrawer = () => import('./settings-drawer');
const SettingsDrawer = lazy(loadDrawer);

/** The navbar's gear: opens the settings panel (its colour picker loads on first use). */
export default function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = t('settings.open');
  return (
    <>
      <Tooltip title={label}>
        <Button
          type="text"
          aria-label={label}
          aria-haspopup="dialog"
          icon={<SettingOutlined />}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          onMouseEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        />
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
