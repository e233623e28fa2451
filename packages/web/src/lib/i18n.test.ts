import { describe, expect, it, vi } from 'vitest';
import { getLanguageCookie } from './cookies';
import { detectLanguage, i18n, switchLanguage } from './i18n';

describe('language', () => {
  it('follows the cookie, then the browser, then Chinese (SPEC §9)', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage(undefined, ['fr-FR', 'en-GB'])).toBe('en');
    expect(detectLanguage('de', ['zh-TW'])).toBe('zh');
    expect(detectLanguage(undefined, ['fr'])).toBe('zh');
  });

  it('saves the choice and reloads after 1000 ms (SPEC §4)', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    switchLanguage('zh', reload);
    expect(getLanguageCookie()).toBe('zh');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs in English in the tests', () => {
    expect(i18n.t('shell.sizeSwitched')).toBe('Switch Size Success');
    expect(document.documentElement.lang).toBe('en');
  });
});
