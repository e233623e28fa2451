/** Marks the stylesheets of the first paint (vite/first-paint.ts): preloads, then stylesheets. */
const MARK = 'data-console-styles';

/** Each stylesheet's address → it has loaded (or failed to: the console is not held back). */
const applied = new Map<string, Promise<void>>();

function stylesheet(doc: Document, href: string, place: (sheet: HTMLLinkElement) => void): Promise<void> {
  const url = new URL(href, doc.baseURI).href;
  let done = applied.get(url);
  if (!done) {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = '';
    sheet.setAttribute(MARK, '');
    done = new Promise<void>((resolve) => {
      sheet.addEventListener('load', () => resolve());
      sheet.addEventListener('error', () => resolve());
    });
    sheet.href = url;
    place(sheet);
    applied.set(url, done);
  }
  return done;
}

/**
 * index.html does not link the entry's stylesheet (antd's ~1 MB among it): its head script
 * preloads, once the static page is drawn, the login's subset of it or, with a session, all of it
 * (vite/first-paint.ts). Before React's first render they become stylesheets, in the preloads'
 * place (the cascade keeps its order), and this resolves once they apply: nothing React draws is
 * ever unstyled.
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${MARK}]`)];
  return Promise.all(
    preloads.map((preload) => stylesheet(doc, preload.href, (sheet) => preload.replaceWith(sheet))),
  ).then(() => undefined);
}

/**
 * All of the entry's styles, before the signed-in console renders: after a sign-in the page holds
 * only the login's subset. Placed before the stylesheets of the first paint, where index.html had
 * it, so the pages' own styles (appended later) still come after it. Nothing to do in the dev
 * server (no `console-styles` meta: it styles from the modules) or when it is applied already.
 */
export function applyConsoleStyles(doc: Document = document): Promise<void> {
  const href = doc.querySelector('meta[name="console-styles"]')?.getAttribute('content');
  if (!href) return Promise.resolve();
  return stylesheet(doc, href, (sheet) => {
    const first = doc.querySelector(`link[${MARK}]`);
    if (first) first.before(sheet);
    else doc.head.append(sheet);
  });
}
