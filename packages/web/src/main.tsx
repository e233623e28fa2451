// First: modules below parse with zod as they load.
import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { registerErrorLog } from '@/app/shell/error-log/error-log-store';
import { loadAntdLocale } from '@/lib/antd-locale';
import { BASENAME } from '@/lib/config';
import { browserLanguage, initI18n } from '@/lib/i18n';
import { prefetch, SIGNED_IN_PREFETCH } from '@/lib/prefetch';
import { hasSession } from '@/lib/session/has-session';
// antd's component styles, extracted at its build (zero-runtime mode, see app/provider.tsx and
// docs/adr/0016): one cached stylesheet instead of style generation during every first render.
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

// Not a top-level await: the language chunks import shared code from this chunk, which must
// finish evaluating first (a TLA here would wait on them forever).
const language = browserLanguage();
void Promise.all([initI18n(language), loadAntdLocale(language)]).then(() => {
  // A page load with a session (reload, deep link): the console's code, its strings, the landing
  // page and the session's data all start loading now, side by side, instead of one after the
  // other as each lazy level renders (docs/adr/0016).
  if (hasSession()) prefetch(SIGNED_IN_PREFETCH);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
