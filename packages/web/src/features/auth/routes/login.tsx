import { BUILD_VERSION } from '@console/contract/constants';
import { theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '@/assets/logo.svg';
import { LanguageSwitch } from '@/components/language-switch';
import { LoginForm } from '../components/login-form';
import styles from './login.module.css';
import { useBrandName } from '@/lib/branding/use-brand-name';

export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const brand = useBrandName();
  useEffect(() => {
    document.title = `${t('login.title')} - ${brand}`;
  }, [t, brand]);

  return (
    <main className={styles.page} style={{ background: token.colorBgLayout }}>
      <div className={styles.corner}>
        <LanguageSwitch />
      </div>
      <section
        className={styles.card}
        style={{ background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
        aria-labelledby="login-title"
      >
        <div className={styles.brand}>
          <img src={logo} alt="" className={styles.logo} />
          <h1 id="login-title" className={styles.title} style={{ color: token.colorTextHeading }}>
            {brand}
          </h1>
        </div>
        <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
          {t('login.subtitle')}
        </p>
        <LoginForm />
      </section>
      <footer className={styles.footer} style={{ color: token.colorTextSecondary }}>
        {t('login.version', { version: BUILD_VERSION })}
      </footer>
    </main>
  );
}
