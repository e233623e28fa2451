import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { registerMessageApi } from '@/lib/notify';
import { queryClient } from '@/lib/react-query';
import { installLivePresence } from '@/lib/realtime-presence';

/** Hands antd's `App.useApp()` message to the api client (lib/notify) while signed in. */
function AppMessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/** Terminal presence patched into every cached list and detail of terminals while one is shown. */
function LivePresence() {
  useEffect(() => installLivePresence(queryClient), []);
  return null;
}

/** Providers of everything behind the login: antd `App` (message, modal, notification) and the query client. */
export function SignedInProvider({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <AppMessageBridge />
      <LivePresence />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntdApp>
  );
}
