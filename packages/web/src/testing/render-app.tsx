import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { setSessionUser, setToken, type SessionUser } from '@/lib/cookies';

export interface RenderAppOptions {
  /** Console path (inside /web). */
  url?: string;
  /** Signs in with this session user (token cookie + UserObject). */
  user?: Partial<SessionUser> & { token?: string };
}

/** Renders the whole console at `url`, optionally signed in (STYLE: `renderApp(ui, { user, url })`). */
export function renderApp({ url = '/', user }: RenderAppOptions = {}) {
  if (user) {
    const { token = 'test-token', ...rest } = user;
    setToken(token);
    setSessionUser({
      user_id: 7,
      user_name: 'ada',
      true_name: 'Ada Admin',
      account: 'admin',
      customer_name: 'Platform',
      orgId: 1,
      initPwd: 0,
      userType: 1,
      customer_id: 1,
      ...rest,
    });
  }
  window.history.replaceState(null, '', `/web${url}`);
  return render(<App />);
}

export function currentPath(): string {
  return `${window.location.pathname.replace(/^\/web/, '')}${window.location.search}`;
}
