import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { errorLogActions, registerErrorLog } from './error-log/error-log-store';
import { settingsActions, settingsStorageKey, settingsStore } from './settings/settings-store';

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
// pages the catalogue does not know render the placeholder: no further requests
const menu = [
  menuNode('/dashboard', 'platformDashboard', {
    children: [menuNode('index', 'dashboardIndex', { titleEn: 'Dashboard' })],
  }),
  menuNode('/tools', 'tools', {
    titleEn: 'Tools',
    children: [
      menuNode('alpha', 'alphaTool', { titleEn: 'Alpha tool' }),
      menuNode('beta', 'betaTool', { titleEn: 'Beta tool' }),
    ],
  }),
];

function signedIn() {
  mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': () => menu,
  });
  renderApp({ url: '/tools/alpha', user: {} });
}

afterEach(() => {
  vi.restoreAllMocks();
  settingsActions.reset();
  errorLogActions.clear();
});

describe('navbar tools', { timeout: 60_000 }, () => {
  it('header search: finds a menu page by title, shows its group and goes there with Enter', async () => {
    const user = userEvent.setup();
    signedIn();
    expect(await screen.findByRole('heading', { name: 'Alpha tool' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Search menu' }));
    const box = await screen.findByRole('combobox', { name: 'Search the menu' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'beta');
    expect(await screen.findByRole('option', { name: 'Tools > Beta tool' })).toBeTruthy();
    // rc-select reads the legacy `which`, which user-event does not set
    fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(box, { key: 'ArrowUp', keyCode: 38, which: 38 });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });

    expect(await screen.findByRole('heading', { name: 'Beta tool' })).toBeTruthy();
    expect(currentPath()).toBe('/tools/beta');
    expect(screen.queryByRole('combobox', { name: 'Search the menu' })).toBeNull();
  });

  it('header search: "/" opens it, Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    signedIn();
    const open = await screen.findByRole('button', { name: 'Search menu' });
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: 'Search the menu' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search the menu' })).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('settings: switches the tags view and the sidebar logo off at once and remembers it', async () => {
    const user = userEvent.setup();
    signedIn();
    expect(await screen.findByRole('navigation', { name: 'Visited pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to the home page$/ })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    // (rc-util gives every id "test-id" under test: find the drawer by its title, not its name)
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Page settings')).toBeTruthy();
    const colours = within(drawer).getByRole('radiogroup', { name: 'Theme colour' });
    expect((within(colours).getByRole('radio', { name: '#3598DC' }) as HTMLInputElement).checked).toBe(true);
    // antd styles the label, the input itself takes no pointer
    await user.click(within(colours).getByRole('radio', { name: '#722ED1' }).closest('label')!);
    expect(settingsStore.get().themeColor).toBe('#722ED1');
    expect(within(drawer).getByLabelText('Custom colour')).toHaveProperty('value', '#722ed1');
    await user.click(within(drawer).getByRole('switch', { name: 'Tags view' }));
    await user.click(within(drawer).getByRole('switch', { name: 'Sidebar logo' }));

    expect(screen.queryByRole('navigation', { name: 'Visited pages' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Go to the home page$/ })).toBeNull();
    // kept for the signed-in user
    expect(JSON.parse(localStorage.getItem(settingsStorageKey(userInfo().id)) ?? '{}')).toMatchObject({
      themeColor: '#722ED1',
      tagsView: false,
      sidebarLogo: false,
      fixedHeader: true,
    });

    await user.click(within(drawer).getByRole('button', { name: 'Restore defaults' }));
    expect(await screen.findByRole('navigation', { name: 'Visited pages' })).toBeTruthy();
    expect(settingsStore.get().themeColor).toBe('#3598DC');
  });

  it('settings: a custom colour from the colour input', async () => {
    const user = userEvent.setup();
    signedIn();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const input = await screen.findByLabelText('Custom colour');
    fireEvent.input(input, { target: { value: '#aa5500' } });
    expect(settingsStore.get().themeColor).toBe('#3598DC');
    fireEvent.change(input, { target: { value: '#aa5500' } });
    await waitFor(() => expect(settingsStore.get().themeColor).toBe('#AA5500'));
  });

  it('settings: the theme colour reaches the antd theme', async () => {
    signedIn();
    await screen.findByRole('heading', { name: 'Alpha tool' });
    expect(document.head.innerHTML.toLowerCase()).not.toContain('#123456');
    act(() => settingsActions.update({ themeColor: '#123456' }));
    await waitFor(() => expect(document.head.innerHTML.toLowerCase()).toContain('#123456'));
  });

  it('error log: the bug appears in the navbar once something fails', async () => {
    const stop = registerErrorLog();
    signedIn();
    await screen.findByRole('heading', { name: 'Alpha tool' });
    expect(screen.queryByRole('button', { name: /Error log/ })).toBeNull();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('oops') }));
    });
    expect(await screen.findByRole('button', { name: 'Error log', description: 'Errors: 1' })).toBeTruthy();
    stop();
  });
});
