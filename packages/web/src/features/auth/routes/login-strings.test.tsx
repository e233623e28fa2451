import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_NAMESPACES, pickArea, pickPart } from '@/locales/parts';
import { i18n, initI18n, loadConsoleStrings } from '@/lib/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { en, zhCN } from '@/testing/strings';

afterEach(async () => {
  vi.restoreAllMocks();
  await initI18n('en', en);
});

/** A key i18next could not find is shown as itself: `login.title`, `request.timeout`. */
const RAW_KEY = /\b(?:[a-z][A-Za-z]+)\.[a-z][A-Za-z]+\b/;

describe('the strings a visitor loads', { timeout: 60_000 }, () => {
  it('are all the login page needs, also for a refused sign-in', async () => {
    await initI18n('en');
    expect(i18n.t('login.title')).not.toBe('login.title');
    expect(i18n.exists('shell.sizeSwitched')).toBe(false);
    mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => null,
      'POST /accountServer/api/1.0/sys/doLogin': () => ({
        retCode: '401001',
        errInfo: 'Incorrect account or password',
      }),
    });
    renderApp({ url: '/login' });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    await user.click(submit);
    expect(await screen.findByText('Account is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-1');
    await user.click(submit);
    await waitFor(() => expect(document.body.textContent).toMatch(/Incorrect account or password/));
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('leave the rest to the signed-in console, which adds it once', async () => {
    await initI18n('en');
    await loadConsoleStrings();
    expect(i18n.t('shell.sizeSwitched')).toBe('Switch Size Success');
    expect(i18n.t('login.title')).toBe(en.login.title);
  });

  it('split every language into parts that make it whole: public, console and each area', () => {
    for (const strings of [en, zhCN]) {
      const parts = Object.assign(
        { ...pickPart(strings, 'public'), ...pickPart(strings, 'console') },
        ...Object.keys(AREA_NAMESPACES).map((area) => pickArea(strings, area)),
      );
      expect(parts).toEqual(strings);
      expect(Object.keys(pickPart(strings, 'public')).length).toBeGreaterThan(3);
    }
  });
});
