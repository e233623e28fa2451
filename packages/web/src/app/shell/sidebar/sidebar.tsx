import { settingsStore } from '../settings/settings-store';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const logo = settingsStore.useSelect((s) => s.sidebarLogo);
  return (
    <>
      {logo && <SidebarLogo collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} />
    </>
  );
}
