import { afterEach, describe, expect, it } from 'vitest';
import { applyConsoleStyles, applyDeferredStyles } from './deferred-styles';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${new URL(link.href).pathname}`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('deferred styles', () => {
  it('turns the first paint preloads into stylesheets in their place, and waits for them', async () => {
    document.head.innerHTML = [
      '<link rel="icon" href="/web/favicon.svg">',
      '<link rel="preload" as="style" crossorigin href="/web/assets/login-styles-1.css" data-console-styles>',
      '<style>.fp{}</style>',
    ].join('');
    const applying = applyDeferredStyles();
    expect(links()).toEqual(['icon /web/favicon.svg', 'stylesheet /web/assets/login-styles-1.css']);
    expect(document.head.lastElementChild?.tagName).toBe('STYLE');
    expect(await settled(applying)).toBe(false);
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    expect(await settled(applying)).toBe(true);
  });

  it('does not hold the console back when a stylesheet fails, nor when there is none', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" href="/web/assets/gone.css" data-console-styles>';
    const applying = applyDeferredStyles();
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    expect(await settled(applying)).toBe(true);
    document.head.innerHTML = '';
    expect(await settled(applyDeferredStyles())).toBe(true);
  });

  it("adds all of the entry's styles before the login's part, once", async () => {
    document.head.innerHTML = [
      '<meta name="console-styles" content="/web/assets/index-1.css">',
      '<link rel="stylesheet" href="/web/assets/login-styles-2.css" data-console-styles>',
      '<link rel="stylesheet" href="/web/assets/login-page.css">',
    ].join('');
    const applying = applyConsoleStyles();
    expect(links()).toEqual([
      'stylesheet /web/assets/index-1.css',
      'stylesheet /web/assets/login-styles-2.css',
      'stylesheet /web/assets/login-page.css',
    ]);
    expect(await settled(applying)).toBe(false);
    document.head.querySelector('link[href$="index-1.css"]')?.dispatchEvent(new Event('load'));
    expect(await settled(applying)).toBe(true);
    await applyConsoleStyles();
    expect(links()).toHaveLength(3);
  });

  it('has nothing to add in the dev server (no console-styles meta)', async () => {
    expect(await settled(applyConsoleStyles())).toBe(true);
    expect(links()).toEqual([]);
  });
});
