import { Grid } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './monitor-wall.module.css';
import { WALL_COLUMNS, type WallSplit } from './use-wall-rotation';

/** The wall's tiles in the split's columns (one column on a narrow screen). */
export function WallGrid({
  split,
  children,
  testId,
}: {
  split: WallSplit;
  children: ReactNode;
  testId?: string;
}) {
  const screens = Grid.useBreakpoint();
  const columns = screens.md ? WALL_COLUMNS[split] : 1;
  return (
    <div data-testid={testId} className={styles.wall} style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}
