import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setToken } from '@/lib/cookies';
import { registerMessageApi } from '@/lib/notify';
import { createQueryClient } from '@/lib/react-query';

/** Where the router is, for assertions on URL state. */
export const location = { pathname: '', search: '' };

function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location.pathname = current.pathname;
    location.search = current.search;
  }, [current]);
  return null;
}

function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/**
 * Renders an engine component signed in (token cookie), with antd App, a query client (a fresh
 * one unless given) and a router.
 */
export function renderEngine(
  ui: ReactNode,
  { url = '/gadgets', path = '/gadgets', client = createQueryClient() } = {},
) {
  setToken('test-token');
  return render(
    <ConfigProvider>
      <AntdApp>
        <MessageBridge />
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <LocationProbe />
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}
