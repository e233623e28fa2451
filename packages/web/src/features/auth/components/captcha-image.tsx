import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import styles from './login-form.module.css';

/** The captcha picture as a button: click (or Enter/Space) fetches a new one. */
export function CaptchaImage({
  src,
  loading,
  onRefresh,
}: {
  src: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = src ? t('login.refreshCaptcha') : t('login.loadCaptcha');
  return (
    <button
      type="button"
      className={styles.captcha}
      style={{ borderColor: token.colorBorder, color: token.colorText }}
      onClick={onRefresh}
      aria-label={label}
      title={label}
      aria-busy={loading}
    >
      {loading ? (
        <Spinner size={16} />
      ) : src ? (
        <img src={src} alt="" className={styles.captchaImage} />
      ) : (
        label
      )}
    </button>
  );
}
