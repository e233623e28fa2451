import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { appActions } from '@/app/stores/app-store';
import { initI18n } from '@/lib/i18n';
import { resetSessionState } from '@/lib/session/sign-out';
import { en } from '@/testing/strings';

// Lazy route chunks are transformed on first import in the test run: allow for it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what antd's responsive helpers use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has scrollTo but only to complain that it is not implemented.
window.scrollTo = () => undefined;
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

beforeAll(async () => {
  await initI18n('en', en);
});

afterEach(() => {
  cleanup();
  // module-level state outlives a test: query cache, tags, current page, chosen application
  resetSessionState();
  appActions.setAppKey(undefined);
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/web/`;
  }
});
