import { Alert, Button, Card, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS_WEB } from '@/config/paths';
import { getSessionUser } from '@/lib/cookies';
import { useLogout } from '@/lib/session/api/logout';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './change-password.module.css';
import { useBrandName } from '@/lib/branding/use-brand-name';

/**
 * ARCHITECTURE §5: `initPwd` forces a password change before anything else. The guard sends
 * every path here until it is done; the page stands alone (no menu to wander off through).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const logout = useLogout();
  const forced = getSessionUser()?.initPwd === 1;
  const brand = useBrandName();

  useEffect(() => {
    document.title = `${t('password.title')} - ${brand}`;
  }, [t, brand]);

  return (
    <main className={styles.page} style={{ background: token.colorBgLayout }}>
      <Card
        className={styles.card}
        title={<h1 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('password.title')}</h1>}
      >
        {forced && (
          <Alert type="warning" showIcon title={t('password.forcedNotice')} style={{ marginBottom: 16 }} />
        )}
        <ChangePasswordForm onSuccess={() => navigate('/', { replace: true })} />
        <div className={styles.actions}>
          {!forced && <Button onClick={() => navigate(PATHS_WEB.profile)}>{t('common.back')}</Button>}
          <Button
            type="link"
            loading={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => navigate(PATHS_WEB.login, { replace: true }) })
            }
          >
            {t('shell.logout')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
