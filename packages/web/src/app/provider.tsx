import { ConfigProvider, message, theme as antdTheme } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { antdLocale } from '@/lib/antd-locale';
import { registerMessageApi } from '@/lib/notify';
import { settingsStore } from './shell/settings/settings-store';
import { ANTD_SIZE } from './size';
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

/**
 * Root providers: antd theme (SPEC §9 colour, or the one picked in the settings panel), locale
 * and size (SPEC §9 cookies), messages, the root error boundary.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const size = appStore.use((s) => s.size);
  const colorPrimary = settingsStore.use((s) => s.themeColor);
  const theme = useMemo(() => ({ token: { colorPrimary } }), [colorPrimary]);
  return (
    <ConfigProvider locale={antdLocale()} componentSize={ANTD_SIZE[size]} theme={theme}>
      <PublicMessageBridge />
      <TokenRoot>
        <ErrorBoundary>{children}</ErrorBoundary>
      </TokenRoot>
    </ConfigProvider>
  );
}
