// First: modules below parse with zod as they load.
import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadLoginPage } from '@/app/routes/app-routes';
import { registerErrorLog } from '@/app/shell/error-log/error-log-store';
import { PATHS_WEB } from '@/config/paths';
import { primeCaptcha } from '@/features/auth/api/get-captcha';
import { loadAntdLocale } from '@/lib/antd-locale';
import { BASENAME } from '@/lib/config';
import { applyDeferredStyles } from '@/lib/deferred-styles';
import { browserLanguage, initI18n } from '@/lib/i18n';
import { prefetch, SIGNED_IN_PREFETCH } from '@/lib/prefetch';
import { hasSession } from '@/lib/session/has-session';
// antd's component styles, extracted at its build (zero-runtime mode, see app/provider.tsx and
// docs/adr/0016): one cached stylesheet instead of style generation during every first render.
// index.html does not link it: its head script preloads it once the page is drawn, or on the login
// page only the login's part of it (vite/first-paint.ts); applyDeferredStyles below applies it
// before React's first render.
import 'antd/dist/antd.css';
import './index.css';

// The navbar's error log collects from the first moment (SPEC §2 "Error-log dialog").
registerErrorLog();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// `/web` cannot read the cookies of path `/web/` (SPEC §9): always run under `/web/`.
if (window.location.pathname === BASENAME.slice(0, -1)) {
  window.history.replaceState(null, '', `${BASENAME}${window.location.search}${window.location.hash}`);
}

// index.html has drawn the page already (the login, or the console's loading state: see
// vite/first-paint.ts). React's first render replaces that picture with the same one, so it waits
// for what that render needs: the strings, antd's locale and styles and, signed out, the login
// page's code and its first captcha (whether the field is there).
const signedOut =
  !hasSession() && window.location.pathname !== `${BASENAME}${PATHS_WEB.authRedirect.slice(1)}`;
// Not a top-level await: the language chunks import shared code from this chunk, which must
// finish evaluating first (a TLA here would wait on them forever).
const language = browserLanguage();
const strings = Promise.all([initI18n(language), loadAntdLocale(language)]);
// A page load with a session (reload, deep link): the console's code, its strings, the landing
// page and the session's data all start loading as soon as the public strings are in, side by
// side, instead of one after the other as each lazy level renders (docs/adr/0016).
void strings.then(() => {
  if (hasSession()) prefetch(SIGNED_IN_PREFETCH);
});
void Promise.all([
  strings,
  applyDeferredStyles(),
  // a chunk that fails to load fails again in the render, which offers Retry/Reload
  signedOut ? Promise.all([preloadLoginPage(), primeCaptcha()]).catch(() => undefined) : undefined,
]).then(() => {
  // A transition: React renders in slices and yields to the browser between them, instead of one
  // long task (input stays responsive; Lighthouse's TBT); the static page shows until it commits.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
