import { SIDEBAR_WIDTH } from '@console/contract/constants';
import { Drawer, Layout } from 'antd';
import { appActions } from '@/app/stores/app-store';
import styles from './shell.module.css';
import { Sidebar } from './sidebar/sidebar';

/** Below 992 px the sidebar is a drawer over the page (SPEC §2); its code loads only on such screens. */
export default function MobileSidebar({ open }: { open: boolean }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={appActions.closeSidebar}
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0 } }}
      title={null}
    >
      <Layout.Sider width={SIDEBAR_WIDTH} className={styles.drawerSider}>
        <Sidebar collapsed={false} />
      </Layout.Sider>
    </Drawer>
  );
}
