import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { readableShade } from '@/lib/accessible-color';

/**
 * The level colours of the station as CSS custom properties, from the theme's tokens: warning
 * yellow under dark text, alarm a red dark enough for white text (WCAG AA), and the shades that
 * carry words on the page itself (a badge's outlined phase, the outline kept when motion is reduced).
 */
export function useLevelColors(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--level-warning': token.colorWarning,
        '--level-warning-on': token.colorText,
        '--level-warning-text': readableShade(token.colorWarning, token.colorBgContainer),
        '--level-alarm': readableShade(token.colorError, token.colorTextLightSolid),
        '--level-alarm-on': token.colorTextLightSolid,
        '--level-alarm-text': readableShade(token.colorError, token.colorBgContainer),
        '--level-normal-border': token.colorBorderSecondary,
        '--level-silent-bg': token.colorFillTertiary,
      }) as CSSProperties,
    [token],
  );
}
