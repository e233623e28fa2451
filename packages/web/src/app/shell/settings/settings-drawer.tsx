import { Button, Drawer, Radio, Switch, Typography } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions, settingsStore, THEME_PRESETS } from './settings-store';
import styles from './settings.module.css';

type Flag = 'tagsView' | 'fixedHeader' | 'sidebarLogo';

function FlagRow({ flag, label }: { flag: Flag; label: string }) {
  const id = useId();
  const checked = settingsStore.useSelect((s) => s[flag]);
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <Switch id={id} checked={checked} onChange={(value) => settingsActions.update({ [flag]: value })} />
    </div>
  );
}

/**
 * Theme colour: the presets as radio buttons and the browser's own colour input for any other
 * colour. (antd's ColorPicker would pull its panel and Collapse into the first load: antd's
 * Button styles import a helper from the same module.)
 */
function ThemeColorField() {
  const { t } = useTranslation();
  const themeColor = settingsStore.useSelect((s) => s.themeColor);
  const labelId = useId();
  const customId = useId();
  const customRef = useRef<HTMLInputElement>(null);

  // The input's `change` fires once the user has picked (React's onChange fires while dragging).
  useEffect(() => {
    const input = customRef.current;
    if (!input) return;
    const onChange = () => settingsActions.update({ themeColor: input.value });
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [themeColor]);

  return (
    <div className={styles.field}>
      <span id={labelId}>{t('settings.themeColor')}</span>
      <Radio.Group
        aria-labelledby={labelId}
        className={styles.swatches}
        value={THEME_PRESETS.includes(themeColor) ? themeColor : null}
        onChange={(event) => settingsActions.update({ themeColor: String(event.target.value) })}
        optionType="button"
        options={THEME_PRESETS.map((color) => ({
          value: color,
          title: color,
          className: styles.swatchOption,
          label: (
            <>
              <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{color}</span>
            </>
          ),
        }))}
      />
      <div className={styles.row}>
        <label htmlFor={customId}>{t('settings.customColor')}</label>
        <span className={styles.custom}>
          <code>{themeColor}</code>
          <input
            ref={customRef}
            id={customId}
            type="color"
            className={styles.colorInput}
            defaultValue={themeColor.toLowerCase()}
            key={themeColor}
          />
        </span>
      </div>
    </div>
  );
}

/** SPEC §2 settings panel; every change applies at once and is remembered by this browser. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
        <ThemeColorField />
        <FlagRow flag="tagsView" label={t('settings.tagsView')} />
        <FlagRow flag="fixedHeader" label={t('settings.fixedHeader')} />
        <FlagRow flag="sidebarLogo" label={t('settings.sidebarLogo')} />
        <Typography.Text type="secondary">{t('settings.hint')}</Typography.Text>
      </div>
    </Drawer>
  );
}
