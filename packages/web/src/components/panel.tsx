import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  /** A level-2 heading in the panel's header; without it the panel has no header. */
  title?: ReactNode;
  /** Tighter padding (a search form above a table). */
  size?: 'default' | 'small';
  children: ReactNode;
}

/**
 * A bordered surface with an optional heading, drawn from the theme's tokens. It stands in for
 * antd's Card on list pages: Card brings Tabs along (14 KB gzip) that a list never uses
 * (bench/README.md, "Console bundle").
 */
export function Panel({ title, size = 'default', children }: PanelProps) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      className={styles.panel}
      style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG }}
    >
      {title ? (
        <header className={styles.header} style={{ padding: `0 ${token.paddingLG}px`, borderBottom: border }}>
          <h2 className={styles.title} style={{ color: token.colorTextHeading }}>
            {title}
          </h2>
        </header>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
