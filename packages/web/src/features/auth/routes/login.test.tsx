import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, getToken } from '@/lib/cookies';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

const loginResult = {
  id: 7,
  nickName: 'ada',
  realName: 'Ada Admin',
  account: 'admin',
  accessToken: 'tok-123',
  orgName: 'Platform',
  orgId: 1,
  initPwd: 0,
  userType: 1,
  customerId: 1,
  failedSignIns: null,
};

afterEach(() => vi.restoreAllMocks());

describe('login page', () => {
  it('sends an anonymous visitor to the login with the path to come back to', async () => {
    mockApi({ 'POST /accountServer/api/1.0/public/captcha': () => null });
    renderApp({ url: '/room/roomList?page=2' });
    expect(await screen.findByLabelText('Account')).toBeTruthy();
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/room/roomList?page=2')}`);
  });

  it('calls the console by the platform name once an administrator set one (SPEC §1 brand text)', async () => {
    mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => null,
      'GET /console/api/v1/branding': () => ({ platformName: '智慧医院平台' }),
    });
    renderApp({ url: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: '智慧医院平台' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in - 智慧医院平台'));
  });

  it('validates with the contract messages, then signs in with the trimmed account', async () => {
    const api = mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => null,
      'POST /accountServer/api/1.0/sys/doLogin': () => loginResult,
      // the signed-in console starts loading once the token is set
      'GET /accountServer/api/v1/sysUser/get': () => null,
      'POST /accountServer/api/1.0/application/listByOrgId': () => [],
    });
    renderApp({ url: '/login?redirect=%2Fprofile%2Findex' });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    // captcha off on the server: the field goes away once that is known
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).toBeNull());

    await user.click(submit);
    expect(await screen.findByText('Account is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/doLogin'))).toBe(false);

    await user.type(screen.getByLabelText('Account'), '  admin  ');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(submit);

    await waitFor(() => expect(getToken()).toBe('tok-123'));
    const loginCall = api.calls.find((c) => c.path.endsWith('/doLogin'));
    expect(loginCall?.body).toEqual({ account: 'admin', password: 'secret-1' });
    expect(getSessionUser()).toMatchObject({
      user_id: 7,
      account: 'admin',
      initPwd: 0,
      customer_id: 1,
    });
    // the token lives in its own cookie only (issue 21)
    expect(getSessionUser()).not.toHaveProperty('token');
    await waitFor(() => expect(currentPath()).not.toContain('/login'));
  });

  it('tells the owner of the failed sign-ins since the last visit (issue 13)', async () => {
    const lastAt = '2026-11-25T08:01:00.000Z';
    mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => null,
      'POST /accountServer/api/1.0/sys/doLogin': () => ({
        ...loginResult,
        failedSignIns: { count: 3, lastAt, lastIp: '10.4.0.9' },
      }),
      'GET /accountServer/api/v1/sysUser/get': () => null,
      'POST /accountServer/api/1.0/application/listByOrgId': () => [],
    });
    renderApp({ url: '/login' });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).toBeNull());
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        `3 failed sign-ins since your last visit; the last at ${new Date(lastAt).toLocaleString('en')} from 10.4.0.9. If that was not you, tell your administrator.`,
      ),
    ).toBeTruthy();
  });

  it('shows the captcha, refreshes it on click and after a failed attempt', async () => {
    let issued = 0;
    const api = mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => ({
        uuid: `u${++issued}`,
        img: `data:image/svg+xml;base64,${issued}`,
        expiresIn: 120,
      }),
      'POST /accountServer/api/1.0/sys/doLogin': () => ({
        retCode: '401002',
        errInfo: 'Incorrect verification code',
        errKey: 'error.captchaWrong',
        fields: { code: 'error.captchaWrong' },
      }),
    });
    renderApp({ url: '/login' });
    const user = userEvent.setup();
    const refresh = await screen.findByRole('button', { name: 'Show another code' });
    await user.click(refresh);
    await waitFor(() => expect(issued).toBe(2));

    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Verification code'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(issued).toBe(3));
    const loginCall = api.calls.find((c) => c.path.endsWith('/doLogin'));
    expect(loginCall?.body).toEqual({ account: 'admin', password: 'secret-1', code: 'abcd', uuid: 'u2' });
    expect(await screen.findAllByText('Incorrect verification code')).not.toHaveLength(0);
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it('an initial password goes to the forced change screen', async () => {
    mockApi({
      'POST /accountServer/api/1.0/public/captcha': () => null,
      'POST /accountServer/api/1.0/sys/doLogin': () => ({ ...loginResult, initPwd: 1 }),
    });
    renderApp({ url: '/login' });
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'initial-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('You are using an initial password. Change it before you continue.'),
    ).toBeTruthy();
    expect(currentPath()).toBe('/profile/changePassword');
  });
});
