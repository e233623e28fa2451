import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { readableShade } from '@/lib/accessible-color';

type Tone = 'success' | 'warning' | 'error';
const TOKENS = {
  success: ['colorSuccess', 'colorSuccessBg'],
  warning: ['colorWarning', 'colorWarningBg'],
  error: ['colorError', 'colorErrorBg'],
} as const;

/**
 * A status tag whose words are drawn in a shade of its colour that reaches WCAG AA on the tag's
 * own pale background (antd's status colours on their backgrounds do not).
 */
export function ReadableTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { token } = theme.useToken();
  const [fg, bg] = TOKENS[tone];
  return (
    <Tag color={tone} style={{ color: readableShade(token[fg], token[bg]) }}>
      {children}
    </Tag>
  );
}
