import { ConfigProvider, message, theme as antdTheme } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { readableShade } from '@/lib/accessible-color';
import { antdLocale } from '@/lib/antd-locale';
import { registerMessageApi } from '@/lib/notify';
import { settingsStore } from './shell/settings/settings-store';
import { ANTD_SIZE, SIZE_ALGORITHM } from './size';
import { appStore } from './stores/app-store';

/**
 * Messages for the public pages (login). Inside the signed-in console `SignedInProvider` mounts
 * antd's `App`, whose `App.useApp()` message takes over; `App` (with its modal and notification
 * code) stays out of the login page's first load.
 */
function PublicMessageBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => registerMessageApi(api), [api]);
  return holder;
}

/** antd styles its components, not the page: give plain text the theme's font and colour too. */
function TokenRoot({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
        minHeight: '100vh',
      }}
    >
      {children}
    </div>
  );
}

/** antd's red (#ff4d4f) darkened to 4.5:1 for danger links and messages. */
const READABLE_RED = readableShade('#ff4d4f');
/** The lightest grey on white with 4.5:1 (antd's 45% and 25% greys fall short). */
const READABLE_GREY = 'rgba(0, 0, 0, 0.56)';

/**
 * Root providers: antd theme (SPEC §9 colour, or the one picked in the settings panel), locale
 * and size (SPEC §9 cookies), messages, the root error boundary.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const size = appStore.useSelect((s) => s.size);
  const colorPrimary = settingsStore.useSelect((s) => s.themeColor);
  const theme = useMemo(() => {
    // Text and filled controls need AA contrast (4.5:1) against white; see docs/adr/0007.
    const readable = readableShade(colorPrimary);
    return {
      algorithm: SIZE_ALGORITHM[size],
      // Component styles come from antd/dist/antd.css (main.tsx); only the theme's CSS variables
      // are computed at run time, so a changed colour still applies everywhere (docs/adr/0016).
      zeroRuntime: true,
      token: {
        colorPrimary: readable,
        colorLink: readable,
        colorError: READABLE_RED,
        colorTextTertiary: READABLE_GREY,
        colorTextPlaceholder: READABLE_GREY,
      },
    };
  }, [colorPrimary, size]);
  return (
    <ConfigProvider locale={antdLocale()} componentSize={ANTD_SIZE[size]} theme={theme}>
      <PublicMessageBridge />
      <TokenRoot>
        <ErrorBoundary>{children}</ErrorBoundary>
      </TokenRoot>
    </ConfigProvider>
  );
}
