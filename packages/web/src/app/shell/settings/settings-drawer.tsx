import { Button, ColorPicker, Drawer, Switch, Typography, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions, settingsStore, THEME_PRESETS, type Settings } from './settings-store';
import styles from './settings.module.css';

type Flag = 'tagsView' | 'fixedHeader' | 'sidebarLogo';

function FlagRow({ flag, label }: { flag: Flag; label: string }) {
  const id = useId();
  const checked = settingsStore.use((s) => s[flag]);
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => settingsActions.update({ [flag]: value })} />
    </div>
  );
}

/** SPEC §2 settings panel; every change applies at once and is remembered by this browser. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const themeColor = settingsStore.use((s) => s.themeColor);
  const labelId = useId();
  const flags: { flag: Flag; label: string }[] = [
    { flag: 'tagsView', label: t('settings.tagsView') },
    { flag: 'fixedHeader', label: t('settings.fixedHeader') },
    { flag: 'sidebarLogo', label: t('settings.sidebarLogo') },
  ];
  const setColor = (hex: string) => settingsActions.update({ themeColor: hex } satisfies Partial<Settings>);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      size={320}
      footer={
        <Button block onClick={settingsActions.reset}>
          {t('settings.reset')}
        </Button>
      }
    >
      <div className={styles.rows}>
        <div className={styles.row}>
          <span id={labelId}>{t('settings.themeColor')}</span>
          <ColorPicker
            value={themeColor}
            disabledAlpha
            presets={[{ label: t('settings.presets'), colors: [...THEME_PRESETS], defaultOpen: true }]}
            onChangeComplete={(color) => setColor(color.toHexString())}
          >
            <Button aria-labelledby={`${labelId} ${labelId}-value`} className={styles.colorButton}>
              <span className={styles.swatch} style={{ background: themeColor }} aria-hidden="true" />
              <span id={`${labelId}-value`}>{themeColor}</span>
            </Button>
          </ColorPicker>
        </div>
        {flags.map(({ flag, label }) => (
          <FlagRow key={flag} flag={flag} label={label} />
        ))}
        <Typography.Paragraph type="secondary" className={styles.hint} style={{ fontSize: token.fontSizeSM }}>
          {t('settings.hint')}
        </Typography.Paragraph>
      </div>
    </Drawer>
  );
}
