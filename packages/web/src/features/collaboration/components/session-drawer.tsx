import { Drawer, Grid } from 'antd';
import { SessionPanel } from './session-panel';

/** A session as it runs or ran (start, end, duration, who joined, recordings), in a side drawer. */
export function SessionDrawer({
  id,
  title,
  onClose,
}: {
  /** The session shown; null: closed. */
  id: number | null;
  title: string;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={title}
      size={screens.md ? 720 : '100%'}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {id !== null ? <SessionPanel id={id} /> : null}
    </Drawer>
  );
}
