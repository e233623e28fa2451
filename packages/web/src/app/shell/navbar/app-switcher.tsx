import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/routes/session-context';
import { switchableApplications } from '@/lib/session/api/get-applications';
import { useSwitchApp } from '../use-switch-app';

/** SPEC §2 application switcher: the user's applications with aloneMenuManage = 1. */
export function AppSwitcher({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation();
  const { applications, appKey } = useSession();
  const { switchApp, switching } = useSwitchApp();
  const apps = switchableApplications(applications);
  if (apps.length === 0) return null;

  const nameOf = (app: (typeof apps)[number]) =>
    i18n.language === 'en' ? app.english || app.name : app.name;
  const current = apps.find((app) => app.key === appKey);
  const items: MenuProps['items'] = apps.map((app) => ({ key: app.key, label: nameOf(app) }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: current ? [current.key] : [],
        onClick: ({ key }) => {
          if (key !== appKey) void switchApp(key);
        },
      }}
    >
      <Button
        type="text"
        loading={switching !== null}
        icon={<AppstoreOutlined />}
        // Icon-only when compact; otherwise the name starts with the text shown (WCAG 2.5.3).
        aria-label={
          compact || !current ? t('shell.switchApp') : `${nameOf(current)}, ${t('shell.switchApp')}`
        }
      >
        {!compact && (current ? nameOf(current) : t('shell.switchApp'))}
        {!compact && <DownOutlined />}
      </Button>
    </Dropdown>
  );
}
