import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { DEFAULT_PRODUCT } from '../../contract/src/api/paths';
import {
  BUILD_VERSION,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  tokenCookieName,
} from '../../contract/src/constants';
import { firstPaint, type FirstPaintAsset, type FirstPaintConfig } from './first-paint-script';

/**
 * The console's first paint comes from index.html itself (docs/adr/0016 §9), not from the
 * JavaScript and not behind antd's 983 KB stylesheet:
 * - an inline script in the head (`firstPaint`) sets the page's language and whether a session
 *   exists, before anything is drawn;
 * - inline critical CSS (`first-paint.css`) and static markup in `#root`: the login page as React
 *   draws it, in both languages (the CSS shows the picked one), or, with a session, the console's
 *   loading state. React replaces it with the same picture on its first render (`main.tsx`);
 * - the entry's script and stylesheets are not in the page: the head script requests them once the
 *   static page is drawn, the stylesheets as preloads (`data-console-styles`) that `main.tsx`
 *   applies and awaits before React renders, so nothing React draws is ever unstyled, and the first
 *   paint waits for neither.
 * The build writes `csp-hashes.json` beside index.html: the hashes of its inline scripts, which the
 * server adds to the CSP's `script-src` (no 'unsafe-inline' for scripts).
 */

/** The file the server reads the inline scripts' hashes from (packages/server/src/app.ts). */
export const CSP_HASHES_FILE = 'csp-hashes.json';
/** Where index.html wants the static first paint. */
const ROOT_DIV = '<div id="root"></div>';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export const FIRST_PAINT_CONFIG: Omit<FirstPaintConfig, 'assets'> = {
  languages: LANGUAGES,
  fallback: DEFAULT_LANGUAGE,
  languageCookie: LANGUAGE_COOKIE,
  tokenSuffix: tokenCookieName(''),
  product: DEFAULT_PRODUCT,
};

/** The head script's source: `firstPaint` called with its configuration and the entry's assets. */
export function firstPaintScript(assets: readonly FirstPaintAsset[] = []): string {
  const config: FirstPaintConfig = { ...FIRST_PAINT_CONFIG, assets };
  const code = `(${firstPaint.toString()})(document,navigator,${JSON.stringify(config)});`;
  // The server fills in the product key with a plain replace: that would change the hash.
  if (code.includes('__PRODUCT__') || code.includes('</')) throw new Error('first paint script: unsafe text');
  return code;
}

type Strings = Record<string, unknown>;
type Text = { zh: string; en: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function lookup(strings: Strings, key: string): Text {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  const text = value as Partial<Text> | undefined;
  if (typeof text?.zh !== 'string' || typeof text.en !== 'string')
    throw new Error(`first paint: no string ${key}`);
  return { zh: text.zh, en: text.en };
}

/** Both languages of one string; the critical CSS hides the one the page is not in. */
function both({ zh, en }: Text): string {
  if (zh === en) return escapeHtml(zh);
  return `<span data-l="zh">${escapeHtml(zh)}</span><span data-l="en">${escapeHtml(en)}</span>`;
}

/** antd's Button puts a space between two Chinese characters (`autoInsertSpace`). */
const buttonText = ({ zh, en }: Text): Text => ({
  zh: /^[\u4e00-\u9fa5]{2}$/.test(zh) ? `${zh[0]} ${zh[1]}` : zh,
  en,
});

/**
 * The static first paint: the login page (features/auth/routes/login.tsx) and the console's
 * loading state (components/page-loading.tsx), from the console's own strings and logo.
 */
export function firstPaintMarkup(strings: Strings, logoSvg: string): string {
  const t = (key: string) => both(lookup(strings, key));
  const version = lookup(strings, 'login.version');
  const field = (label: string, placeholder: string) =>
    `<div class="fp-l-field"><span class="fp-l-label">${t(label)}</span><span class="fp-input">${t(placeholder)}</span><span class="fp-l-error"></span></div>`;
  const logo = `data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}`;
  return [
    '<div class="fp">',
    '<main class="fp-l-page fp-login">',
    `<div class="fp-l-corner" aria-hidden="true"><div class="fp-l-group"><span class="fp-switch" lang="zh-CN">${escapeHtml(lookup(strings, 'language.zh').zh)}</span><span class="fp-switch" lang="en">${escapeHtml(lookup(strings, 'language.en').en)}</span></div></div>`,
    '<section class="fp-l-card" aria-labelledby="fp-title">',
    `<div class="fp-l-brand"><img class="fp-l-logo" src="${escapeHtml(logo)}" alt=""><h1 class="fp-l-title" id="fp-title">${t('app.title')}</h1></div>`,
    `<p class="fp-l-subtitle">${t('login.subtitle')}</p>`,
    '<div class="fp-l-form" aria-hidden="true">',
    field('login.account', 'login.accountPlaceholder'),
    field('login.password', 'login.passwordPlaceholder'),
    `<div class="fp-l-field"><span class="fp-l-label">${t('login.captcha')}</span><span class="fp-l-captchaRow"><span class="fp-input fp-l-captchaInput">${t('login.captchaPlaceholder')}</span><span class="fp-l-captcha"></span></span><span class="fp-l-error"></span></div>`,
    `<div class="fp-submit fp-l-submit">${both(buttonText(lookup(strings, 'login.submit')))}</div>`,
    '</div>',
    '</section>',
    `<footer class="fp-l-footer">${both({
      zh: version.zh.replace('{{version}}', BUILD_VERSION),
      en: version.en.replace('{{version}}', BUILD_VERSION),
    })}</footer>`,
    '</main>',
    `<div class="fp-console" role="status"><span class="fp-spinner" aria-hidden="true"></span><span>${t('common.loading')}</span></div>`,
    '</div>',
  ].join('');
}

/** The login's own CSS modules: the static login is laid out by their rules (`moduleClasses`). */
const LOGIN_MODULES = [
  '../src/features/auth/routes/login.module.css',
  '../src/features/auth/components/login-form.module.css',
  '../src/components/language-switch.module.css',
];

/** A CSS module's rules for the static page: its class `.name` becomes `.fp-l-name`. */
export function moduleClasses(css: string): string {
  return css.replace(/\.([A-Za-z][\w-]*)(?=[^{}]*\{)/g, '.fp-l-$1');
}

/** The critical CSS, without comments and indentation. */
export function firstPaintCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .trim();
}

/**
 * Takes the entry's tags out of the page (Vite puts them in the head, where the browser fetches
 * them at once): the head script requests them once the static page is drawn (`firstPaint`). The
 * stylesheets become preloads that `main.tsx` applies before React's first render.
 */
export function takeEntryAssets(html: string): { html: string; assets: FirstPaintAsset[] } {
  const assets: FirstPaintAsset[] = [];
  const page = html.replace(
    /\s*<(script|link)\b([^>]*)>(<\/script>)?/g,
    (tag, name: string, attributes: string) => {
      const attribute = (key: string) => new RegExp(`\\b${key}="([^"]*)"`).exec(attributes)?.[1];
      const rel = attribute('rel');
      if (name === 'script' && attribute('type') === 'module' && attribute('src'))
        assets.push({ kind: 'script', href: attribute('src') ?? '' });
      else if (name === 'link' && rel === 'modulepreload')
        assets.push({ kind: 'modulepreload', href: attribute('href') ?? '' });
      else if (name === 'link' && rel === 'stylesheet')
        assets.push({ kind: 'style', href: attribute('href') ?? '' });
      else return tag;
      return '';
    },
  );
  return { html: page, assets };
}

/**
 * antd's classes on the login page (features/auth, components/language-switch, the message of a
 * refused sign-in): Button, Input and Password, message, the click wave, icons. Not their other
 * forms (number, group, search, text area, other variants, compact groups).
 */
const LOGIN_CLASS = /^(ant-(btn|input|message|wave)|anticon)(?![a-z])/;
const OTHER_CLASS =
  /^ant-(input-(number|group|search|textarea|borderless|filled|underlined|compact)|btn-(group|compact))/;

/** Whether a selector list styles only the login's antd classes (in one of its selectors). */
export function isLoginSelector(prelude: string): boolean {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const c = prelude[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors.some((selector) =>
    [...selector.matchAll(/\.(ant[\w-]*)/g)].every(
      ([, name = '']) => LOGIN_CLASS.test(name) && !OTHER_CLASS.test(name),
    ),
  );
}

/** Splits CSS into its top-level statements (`selector{…}`, `@media …{…}`, `@import …;`). */
function statements(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth -= 1;
      if (depth === 0) {
        const statement = css.slice(start, i + 1).trim();
        if (statement) out.push(statement);
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * The rules of a stylesheet the login page needs: everything that is not an antd component's
 * (the console's own modules, resets, keyframes), and the rules of the components it draws.
 * Grouping at-rules (`@media`, `@supports`, `@layer`) keep what they hold of those.
 */
export function loginStyles(css: string): string {
  return statements(css)
    .map((statement) => {
      const open = statement.indexOf('{');
      const prelude = open < 0 ? statement : statement.slice(0, open);
      if (/^@(media|supports|layer|container)\b/.test(prelude) && open >= 0) {
        const inner = loginStyles(statement.slice(open + 1, -1));
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@') || !prelude.includes('.ant')) return statement;
      return isLoginSelector(prelude) ? statement : '';
    })
    .join('');
}

/** CSP source expressions (`'sha256-…'`) for each inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function firstPaintPlugin(): Plugin {
  let css = '';
  let markup = '';
  let outDir = '';
  let base = '/';
  /** The login's subset of the entry's styles: written with the bundle. */
  const subsets = new Map<string, string>();
  return {
    name: 'console:first-paint',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    buildStart() {
      const strings = JSON.parse(readFileSync(here('../src/locales/strings.json'), 'utf8')) as Strings;
      markup = firstPaintMarkup(strings, readFileSync(here('../src/assets/logo.svg'), 'utf8'));
      css = firstPaintCss(
        [
          readFileSync(here('./first-paint.css'), 'utf8'),
          ...LOGIN_MODULES.map((file) => moduleClasses(readFileSync(here(file), 'utf8'))),
        ].join('\n'),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(ROOT_DIV)) throw new Error(`index.html: ${ROOT_DIV} is missing`);
        // The dev server serves modules and styles its own way: only a build's entry is deferred.
        const { html: page, assets } = context.bundle ? takeEntryAssets(html) : { html, assets: [] };
        // The login page applies only its subset of antd's styles; the signed-in console all of
        // them (`lib/deferred-styles.ts` reads their address from the `console-styles` meta).
        const styles = assets.filter((asset) => asset.kind === 'style');
        if (styles.length > 1) throw new Error('first paint: one entry stylesheet expected');
        const meta = [];
        for (const style of styles) {
          const file = style.href.slice(base.length);
          const source = context.bundle?.[file];
          if (source?.type !== 'asset') throw new Error(`first paint: ${file} is not in the bundle`);
          const subset = loginStyles(String(source.source));
          const name = file.replace(
            /[^/]*\.css$/,
            `login-styles-${createHash('sha256').update(subset).digest('hex').slice(0, 8)}.css`,
          );
          subsets.set(name, subset);
          style.for = 'console';
          assets.push({ kind: 'style', href: `${base}${name}`, for: 'login' });
          meta.push({
            tag: 'meta',
            attrs: { name: 'console-styles', content: style.href },
            injectTo: 'head' as const,
          });
        }
        return {
          html: page.replace(ROOT_DIV, `<div id="root">${markup}</div>`),
          tags: [
            ...meta,
            { tag: 'script', children: firstPaintScript(assets), injectTo: 'head' },
            { tag: 'style', children: css, injectTo: 'head' },
          ],
        };
      },
    },
    writeBundle(_options, bundle) {
      for (const [name, subset] of subsets) writeFileSync(path.join(outDir, name), subset);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const hashes = inlineScriptHashes(String(index.source));
      writeFileSync(
        path.join(outDir, CSP_HASHES_FILE),
        `${JSON.stringify({ 'script-src': hashes }, null, 2)}\n`,
      );
    },
  };
}
