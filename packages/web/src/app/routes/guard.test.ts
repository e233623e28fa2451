import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/safe-redirect';
import { decideGuard, loginRedirect } from './guard';

describe('route guard (SPEC §4)', () => {
  it('without a token only /login and /auth-redirect are reachable', () => {
    expect(decideGuard({ pathname: '/login', token: undefined })).toEqual({ kind: 'public' });
    expect(decideGuard({ pathname: '/auth-redirect', token: undefined })).toEqual({ kind: 'public' });
    expect(decideGuard({ pathname: '/dashboard', token: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard',
    });
    expect(decideGuard({ pathname: '/404', token: undefined }).kind).toBe('redirect');
  });

  it('keeps the full path with its query in the redirect', () => {
    const decision = decideGuard({
      pathname: '/room/roomList',
      search: '?page=2&q=a b',
      hash: '#top',
      token: undefined,
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/room/roomList?page=2&q=a b#top')}`,
    });
    expect(loginRedirect('/')).toBe('/login');
  });

  it('with a token /login goes to /', () => {
    expect(decideGuard({ pathname: '/login', token: 't' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard({ pathname: '/login', search: '?redirect=/x', token: 't' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('with a token everything else loads the session', () => {
    expect(decideGuard({ pathname: '/', token: 't' })).toEqual({ kind: 'private' });
    expect(decideGuard({ pathname: '/baseinfo/companyManage', token: 't', initPwd: 0 })).toEqual({
      kind: 'private',
    });
    expect(decideGuard({ pathname: '/auth-redirect', token: 't' })).toEqual({ kind: 'public' });
  });

  it('an initial password forces the change screen before anything else', () => {
    expect(decideGuard({ pathname: '/dashboard', token: 't', initPwd: 1 })).toEqual({
      kind: 'redirect',
      to: '/profile/changePassword',
    });
    expect(decideGuard({ pathname: '/profile/changePassword', token: 't', initPwd: 1 })).toEqual({
      kind: 'change-password',
    });
    expect(decideGuard({ pathname: '/profile/changePassword', token: 't', initPwd: 0 })).toEqual({
      kind: 'change-password',
    });
  });
});

describe('safeRedirect', () => {
  it('keeps console paths with their query', () => {
    expect(safeRedirect('/room/roomList?page=2')).toBe('/room/roomList?page=2');
    expect(safeRedirect('/web/dashboard')).toBe('/dashboard');
  });

  it('refuses anything that leaves the console or loops to the login', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'dashboard',
      '/login',
      '/login?redirect=/x',
      '/auth-redirect',
      '/a\u0000b',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
