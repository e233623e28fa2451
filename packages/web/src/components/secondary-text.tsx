import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Quieter text in the theme's secondary colour: antd's Typography.Text without its editable and
 * copyable machinery (TextArea and more, ~12 KB gzip), which list cells never use.
 */
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, ...style }}>{children}</span>;
}
