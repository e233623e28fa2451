import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      <SidebarLogo collapsed={collapsed} />
      <SidebarMenu collapsed={collapsed} />
    </>
  );
}
