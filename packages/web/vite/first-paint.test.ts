import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tokenCookieName } from '@console/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readProduct } from '@/lib/config';
import { detectLanguage } from '@/lib/i18n';
import { firstPaint, type FirstPaintAsset } from './first-paint-script';
import {
  FIRST_PAINT_CONFIG,
  firstPaintMarkup,
  firstPaintScript,
  inlineScriptHashes,
  isLoginSelector,
  loginStyles,
  moduleClasses,
  takeEntryAssets,
} from './first-paint';

/** A document as the head script sees it: its cookies, the product meta, <html> and <head>. */
function fakeDocument(cookie: string, product?: string) {
  const html = document.createElement('html');
  const head = document.createElement('head');
  const meta = document.createElement('meta');
  if (product !== undefined) meta.setAttribute('content', product);
  return {
    cookie,
    documentElement: html,
    head,
    createElement: (name: string) => document.createElement(name),
    querySelector: (selector: string) =>
      product !== undefined && selector === 'meta[name="console-product"]' ? meta : null,
  };
}

function run(
  cookie: string,
  languages: readonly string[],
  options: { product?: string; assets?: FirstPaintAsset[] } = {},
) {
  const doc = fakeDocument(cookie, options.product);
  firstPaint(
    doc as unknown as Document,
    { languages, language: languages[0] ?? '' } as unknown as Navigator,
    {
      ...FIRST_PAINT_CONFIG,
      assets: options.assets ?? [],
    },
  );
  return doc;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the first paint head script', () => {
  it('picks the language the app will pick (browserLanguage)', () => {
    for (const cookie of [undefined, 'en', 'zh', 'fr', '']) {
      for (const languages of [[], ['en-US'], ['fr-FR', 'en-GB'], ['zh-TW', 'en'], ['de'], ['EN']]) {
        const doc = run(cookie === undefined ? 'other=1' : `other=1; language=${cookie}`, languages);
        const expected = detectLanguage(cookie, languages);
        expect(doc.documentElement.lang, `${cookie} ${languages.join()}`).toBe(
          expected === 'zh' ? 'zh-CN' : expected,
        );
      }
    }
  });

  it('shows the console loading state only with the token of this product', () => {
    const view = (cookie: string, product?: string) =>
      run(cookie, ['zh-CN'], { product }).documentElement.getAttribute('data-first-paint');
    expect(view('', 'cloud')).toBe('login');
    expect(view(`${tokenCookieName('cloud')}=abc`, 'cloud')).toBe('console');
    expect(view(`${tokenCookieName('platform')}=abc`, 'cloud')).toBe('login');
    expect(view(`${tokenCookieName('cloud')}=`, 'cloud')).toBe('login');
    // the server did not fill the meta in (Vite's dev server): the app's default product
    const unfilled = fakeDocument('', '__PRODUCT__') as unknown as Document;
    expect(view(`${tokenCookieName(readProduct(unfilled))}=abc`, '__PRODUCT__')).toBe('console');
  });

  it('requests the entry once the page is drawn, with the styles of what it shows', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const assets: FirstPaintAsset[] = [
      { kind: 'script', href: '/web/assets/index-1.js' },
      { kind: 'modulepreload', href: '/web/assets/runtime-1.js' },
      { kind: 'style', href: '/web/assets/index-1.css', for: 'console' },
      { kind: 'style', href: '/web/assets/login-styles-1.css', for: 'login' },
    ];
    const signedOut = run('', ['zh-CN'], { assets });
    const signedIn = run(`${tokenCookieName('platform')}=abc`, ['zh-CN'], { assets });
    expect(signedOut.head.children).toHaveLength(0);
    vi.advanceTimersByTime(100);
    const tags = (doc: ReturnType<typeof run>) =>
      [...doc.head.children].map((tag) =>
        [
          tag.tagName.toLowerCase(),
          tag.getAttribute('type') ?? tag.getAttribute('rel'),
          tag.getAttribute('src') ?? tag.getAttribute('href'),
          tag.hasAttribute('data-console-styles'),
        ].join(' '),
      );
    expect(tags(signedOut)).toEqual([
      'script module /web/assets/index-1.js false',
      'link modulepreload /web/assets/runtime-1.js false',
      'link preload /web/assets/login-styles-1.css true',
    ]);
    expect(tags(signedIn)).toEqual([
      'script module /web/assets/index-1.js false',
      'link modulepreload /web/assets/runtime-1.js false',
      'link preload /web/assets/index-1.css true',
    ]);
    vi.advanceTimersByTime(1000);
    expect(signedOut.head.children).toHaveLength(3); // once
  });

  it('works as shipped: its source, called in the page', () => {
    document.cookie = 'language=en; path=/web/';
    try {
      const code = firstPaintScript();
      expect(code).not.toContain('__PRODUCT__');
      expect(code).not.toContain('</');
      new Function(code)();
      expect(document.documentElement.lang).toBe('en');
      expect(document.documentElement.getAttribute('data-first-paint')).toBe('login');
    } finally {
      document.cookie = 'language=; path=/web/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      document.documentElement.removeAttribute('data-first-paint');
    }
  });
});

describe('the first paint build', () => {
  it('hashes inline scripts for the CSP, not external ones', () => {
    const html = `<head><script>alert('Hello, world.');</script><script type="module" src="/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it("takes the entry's tags out of the page", () => {
    const { html, assets } = takeEntryAssets(
      [
        '<head>',
        '<link rel="icon" type="image/svg+xml" href="/web/favicon.svg" />',
        '<script type="module" crossorigin src="/web/assets/index-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/web/assets/runtime-1.js">',
        '<link rel="stylesheet" crossorigin href="/web/assets/index-1.css">',
        '</head>',
      ].join('\n'),
    );
    expect(html).toBe('<head>\n<link rel="icon" type="image/svg+xml" href="/web/favicon.svg" />\n</head>');
    expect(assets).toEqual([
      { kind: 'script', href: '/web/assets/index-1.js' },
      { kind: 'modulepreload', href: '/web/assets/runtime-1.js' },
      { kind: 'style', href: '/web/assets/index-1.css' },
    ]);
  });

  it("keeps of antd's styles what the login page draws", () => {
    expect(isLoginSelector('.ant-btn-primary:not(:disabled)')).toBe(true);
    expect(isLoginSelector('.ant-input-affix-wrapper-lg .ant-input-suffix')).toBe(true);
    expect(isLoginSelector('.ant-table .ant-btn,.ant-input-number')).toBe(false);
    expect(isLoginSelector('.ant-table .ant-btn,.ant-message-notice')).toBe(true);
    expect(isLoginSelector('.ant-btn-group>.ant-btn')).toBe(false);
    expect(isLoginSelector(':where(.ant-table,.ant-select) .ant-btn')).toBe(false);
    const css = [
      '._page_1{display:flex}',
      '.ant-btn{color:red;content:"}"}',
      '.ant-table{color:blue}',
      '@media (max-width:575px){.ant-table{width:1px}}',
      '@media (max-width:575px){.ant-input{width:2px}.ant-tree{width:3px}}',
      '@keyframes antWaveEffect{100%{opacity:0}}',
      '.anticon svg{display:inline-block}',
      '.ant-input-number{width:90px}',
    ].join('');
    expect(loginStyles(css)).toBe(
      [
        '._page_1{display:flex}',
        '.ant-btn{color:red;content:"}"}',
        '@media (max-width:575px){.ant-input{width:2px}}',
        '@keyframes antWaveEffect{100%{opacity:0}}',
        '.anticon svg{display:inline-block}',
      ].join(''),
    );
  });

  it("draws the login from the console's strings, in both languages", () => {
    const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
    const strings = JSON.parse(readFileSync(here('../src/locales/strings.json'), 'utf8')) as {
      app: { title: { zh: string; en: string } };
    };
    const markup = firstPaintMarkup(strings, readFileSync(here('../src/assets/logo.svg'), 'utf8'));
    expect(markup).toContain(
      `<h1 class="fp-l-title" id="fp-title"><span data-l="zh">${strings.app.title.zh}</span><span data-l="en">${strings.app.title.en}</span></h1>`,
    );
    expect(markup).toContain('<div class="fp-console" role="status">');
    // laid out by the login's own CSS modules
    expect(moduleClasses('.page{opacity:0.65}\n.captcha:focus-visible,.a .b{outline:0}')).toBe(
      '.fp-l-page{opacity:0.65}\n.fp-l-captcha:focus-visible,.fp-l-a .fp-l-b{outline:0}',
    );
    expect(() => firstPaintMarkup({}, '<svg/>')).toThrow('no string');
  });
});
