import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '@/lib/cookies';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';
import { fillIn } from '@/testing/fill-in';

afterEach(() => vi.restoreAllMocks());

const session = {
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => [],
  'GET /accountServer/api/v1/menu/user/tree': () => [],
};

describe('password change', () => {
  it('is forced before anything else, shows server field errors, then lets the user in', async () => {
    let attempts = 0;
    const api = mockApi({
      ...session,
      'POST /accountServer/api/v1/sysUser/changePassword': () =>
        ++attempts === 1
          ? {
              retCode: '401001',
              errInfo: 'Incorrect password',
              errKey: 'error.wrongPassword',
              fields: { oldPassword: 'error.wrongPassword' },
            }
          : null,
    });
    renderApp({ url: '/dashboard', user: { initPwd: 1 } });
    const user = userEvent.setup();
    expect(
      await screen.findByText('You are using an initial password. Change it before you continue.'),
    ).toBeTruthy();
    expect(currentPath()).toBe('/profile/changePassword');

    await fillIn(user, screen.getByLabelText('Current password'), 'initial-1');
    await fillIn(user, screen.getByLabelText('New password'), 'short');
    await fillIn(user, screen.getByLabelText('Repeat new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords differ')).toBeTruthy();
    expect(attempts).toBe(0);

    await fillIn(user, screen.getByLabelText('New password'), 'brand-new-1');
    await fillIn(user, screen.getByLabelText('Repeat new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // the server's field map lands on the field (the message also shows as a toast)
    await waitFor(() => expect(screen.getAllByText('Incorrect password').length).toBeGreaterThan(0));
    expect(document.getElementById('oldPassword')?.getAttribute('aria-invalid')).toBe('true');

    await fillIn(user, screen.getByLabelText('Current password'), 'initial-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(getSessionUser()?.initPwd).toBe(0));
    expect(api.calls.filter((c) => c.path.endsWith('/changePassword')).at(-1)?.body).toEqual({
      oldPassword: 'initial-2',
      password: 'brand-new-1',
      repassword: 'brand-new-1',
    });
    // into the console (the session cookie is readable at /web/, not at /web: see lib/config BASENAME)
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Ada Admin')).toBeTruthy();
  });

  it('the profile page shows the user and the change form', async () => {
    mockApi(session);
    renderApp({ url: '/profile/index', user: {} });
    expect(await screen.findByText('Personal information')).toBeTruthy();
    expect(screen.getByText('Platform administrator')).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('customer information shows the organisation from user info', async () => {
    mockApi(session);
    renderApp({ url: '/public/companyInfo', user: {} });
    expect(await screen.findByRole('heading', { name: 'Customer information' })).toBeTruthy();
    expect(screen.getByText('Platform')).toBeTruthy();
  });
});
