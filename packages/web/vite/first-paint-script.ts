/** What the first-paint script needs to know, from the contract's constants (vite/first-paint.ts). */
export interface FirstPaintConfig {
  /** Supported languages, the first being the default (`LANGUAGES`, `DEFAULT_LANGUAGE`). */
  languages: readonly string[];
  fallback: string;
  languageCookie: string;
  /** The token cookie's name after the product key (`tokenCookieName('')`). */
  tokenSuffix: string;
  /** The product key when index.html's `console-product` meta has none (Vite's dev server). */
  product: string;
  /** The entry's code and styles, requested once the static page is drawn (none in dev). */
  assets: readonly FirstPaintAsset[];
}

/**
 * `style`: a stylesheet main.tsx applies before React's first render (`data-console-styles`);
 * `for`: only for that first paint (the login's subset of antd's styles, or all of them).
 */
export interface FirstPaintAsset {
  kind: 'script' | 'modulepreload' | 'style';
  href: string;
  for?: 'login' | 'console';
}

/**
 * Runs inline in index.html's head before the first paint (vite/first-paint.ts injects its source;
 * the CSP allows it by hash). It decides what the static first paint shows, as the app will:
 * - `lang` on <html>: the language `browserLanguage()` picks (the language cookie, else the first
 *   supported browser language, else the default), so the static login is in the page's language;
 * - `data-first-paint` on <html>: `console` when there is a session token (the app will render the
 *   signed-in console: show its loading state, not a login form), else `login`;
 * - then, once that is drawn (the frame after the next animation frame, or 100 ms at the latest,
 *   for a tab in the background), it adds the entry's script and stylesheet preloads: the first
 *   paint never waits for them, even where they would arrive before the browser's first frame.
 *
 * Self-contained (no imports, nothing from outside its body): its source text is what ships, and
 * everything it needs arrives as arguments.
 */
export function firstPaint(doc: Document, nav: Navigator, config: FirstPaintConfig): void {
  const cookies = doc.cookie ? doc.cookie.split('; ') : [];
  function cookie(name: string): string {
    for (let i = 0; i < cookies.length; i++) {
      const pair = cookies[i] as string;
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at) === name) {
        try {
          return decodeURIComponent(pair.slice(at + 1));
        } catch {
          return pair.slice(at + 1);
        }
      }
    }
    return '';
  }
  let lang = cookie(config.languageCookie);
  if (config.languages.indexOf(lang) < 0) {
    lang = config.fallback;
    const tags = nav.languages && nav.languages.length ? nav.languages : [nav.language];
    for (let j = 0; j < tags.length; j++) {
      const primary = String(tags[j] || '')
        .toLowerCase()
        .split('-')[0] as string;
      if (config.languages.indexOf(primary) >= 0) {
        lang = primary;
        break;
      }
    }
  }
  const meta = doc.querySelector('meta[name="console-product"]');
  let product = ((meta && meta.getAttribute('content')) || '').trim();
  if (!/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(product)) product = config.product;
  const root = doc.documentElement;
  root.lang = lang === 'zh' ? 'zh-CN' : lang;
  const view = cookie(product + config.tokenSuffix) ? 'console' : 'login';
  root.setAttribute('data-first-paint', view);

  let loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (let k = 0; k < config.assets.length; k++) {
      const asset = config.assets[k] as FirstPaintAsset;
      if (asset.for && asset.for !== view) continue;
      const element = doc.createElement(asset.kind === 'script' ? 'script' : 'link');
      element.setAttribute('crossorigin', '');
      if (asset.kind === 'script') {
        element.setAttribute('type', 'module');
        element.setAttribute('src', asset.href);
      } else {
        element.setAttribute('rel', asset.kind === 'style' ? 'preload' : 'modulepreload');
        if (asset.kind === 'style') {
          element.setAttribute('as', 'style');
          element.setAttribute('data-console-styles', '');
        }
        element.setAttribute('href', asset.href);
      }
      doc.head.appendChild(element);
    }
  }
  if (config.assets.length > 0) {
    requestAnimationFrame(() => setTimeout(load, 0));
    setTimeout(load, 100);
  }
}
