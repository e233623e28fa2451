import { theme } from 'antd';
import type { ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  /** The heading in the panel's header; without it the panel has no header. */
  title?: ReactNode;
  /** The heading's level: 2 (a section of the page) unless the panel names the page. */
  headingLevel?: 1 | 2;
  /** Controls at the end of the header (export, refresh). */
  extra?: ReactNode;
  /** Tighter padding (a search form above a table). */
  size?: 'default' | 'small';
  children: ReactNode;
}

/**
 * A bordered surface with an optional heading, drawn from the theme's tokens. It stands in for
 * antd's Card on list pages: Card brings Tabs along (14 KB gzip) that a list never uses
 * (bench/README.md, "Console bundle").
 */
export function Panel({ title, headingLevel = 2, extra, size = 'default', children }: PanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
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
          <Heading className={styles.title} style={{ color: token.colorTextHeading }}>
            {title}
          </Heading>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </header>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
