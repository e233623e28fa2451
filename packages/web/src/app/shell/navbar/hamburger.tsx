import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { appActions, appStore } from '@/app/stores/app-store';

export function Hamburger() {
  const { t } = useTranslation();
  const opened = appStore.useSelect((s) => s.sidebarOpened);
  // The name stays the same; the state is in aria-expanded, the tooltip says what a click does.
  return (
    <Tooltip title={opened ? t('shell.collapseSidebar') : t('shell.expandSidebar')}>
      <Button
        type="text"
        aria-label={t('shell.toggleSidebar')}
        aria-expanded={opened}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={appActions.toggleSidebar}
      />
    </Tooltip>
  );
}
