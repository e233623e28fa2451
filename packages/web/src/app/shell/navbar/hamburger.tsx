import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { appActions, appStore } from '@/app/stores/app-store';

export function Hamburger() {
  const { t } = useTranslation();
  const opened = appStore.use((s) => s.sidebarOpened);
  return (
    <Button
      type="text"
      aria-label={opened ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
      aria-expanded={opened}
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={appActions.toggleSidebar}
    />
  );
}
