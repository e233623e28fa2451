import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';
import { Spinner } from './spinner';

/** Suspense fallback for a page or the whole console. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullscreen ? styles.fullscreen : styles.page} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.label}>{t('common.loading')}</span>
    </div>
  );
}
