import {
  APPS_COOKIE,
  COOKIE_PATH,
  LANGUAGE_COOKIE,
  LANGUAGES,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  SIZES,
  tokenCookieName,
  USER_COOKIE,
  type Language,
  type Size,
} from '@console/contract/constants';
import Cookies from 'js-cookie';
import { PRODUCT } from './config';

/**
 * What the console keeps about the signed-in user (SPEC §3 "Session user", stored in a cookie).
 * The session token is not part of it: it lives in the token cookie alone (issue 21).
 */
export interface SessionUser {
  user_id: number;
  user_name: string;
  true_name: string;
  account: string;
  customer_name: string;
  orgId: number;
  initPwd: number;
  userType: number;
  customer_id: number;
}

const PREFERENCE_DAYS = 365;

function attributes(days?: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: COOKIE_PATH, sameSite: 'lax', secure, ...(days ? { expires: days } : {}) };
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.user_id === 'number' && typeof v.account === 'string' && typeof v.initPwd === 'number';
}

export const tokenCookie = tokenCookieName(PRODUCT);

export function getToken(): string | undefined {
  return Cookies.get(tokenCookie) || undefined;
}
export function setToken(token: string): void {
  Cookies.set(tokenCookie, token, attributes());
}
export function removeToken(): void {
  Cookies.remove(tokenCookie, { path: COOKIE_PATH });
}

export function getSessionUser(): SessionUser | null {
  const raw = Cookies.get(USER_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
export function setSessionUser(user: SessionUser): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), attributes());
}
export function removeSessionUser(): void {
  Cookies.remove(USER_COOKIE, { path: COOKIE_PATH });
}

export function getLanguageCookie(): Language | undefined {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}
export function setLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, attributes(PREFERENCE_DAYS));
}

export function getSizeCookie(): Size | undefined {
  const value = Cookies.get(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as Size) : undefined;
}
export function setSizeCookie(size: Size): void {
  Cookies.set(SIZE_COOKIE, size, attributes(PREFERENCE_DAYS));
}

/** Whether the sidebar was left opened (undefined: never toggled, open on a desktop). */
export function getSidebarCookie(): boolean | undefined {
  const value = Cookies.get(SIDEBAR_COOKIE);
  return value === '1' ? true : value === '0' ? false : undefined;
}
export function setSidebarCookie(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', attributes(PREFERENCE_DAYS));
}

/** Keys of the applications enabled for the user (SPEC §2: "the enabled list is kept in a cookie"). */
export function getEnabledApps(): string[] {
  const raw = Cookies.get(APPS_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}
export function setEnabledApps(keys: readonly string[]): void {
  Cookies.set(APPS_COOKIE, JSON.stringify(keys), attributes());
}
export function removeEnabledApps(): void {
  Cookies.remove(APPS_COOKIE, { path: COOKIE_PATH });
}

/** Logout and guard failure: everything that belongs to the session, not the preferences. */
export function clearSessionCookies(): void {
  removeToken();
  removeSessionUser();
  removeEnabledApps();
}
