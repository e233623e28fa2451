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

/**
 * The cookies, read once per synchronous run of code. Reading `document.cookie` costs ~45 µs in
 * Chromium (x4 on a phone), and the query client asks whether there is a session (the token)
 * several times per query and per update: during a signed-in page's first load that was ~2,500
 * reads, ~450 ms of main thread at 4x CPU slowdown (issue 12). Writes made here drop the copy at
 * once; a change made elsewhere (another tab signing out) is seen from the next task on.
 */
let jar: Record<string, string | undefined> | null = null;

function readCookie(name: string): string | undefined {
  if (!jar) {
    jar = Cookies.get();
    queueMicrotask(forgetCookies);
  }
  return jar[name];
}

function forgetCookies(): void {
  jar = null;
}

function writeCookie(name: string, value: string, options: Cookies.CookieAttributes): void {
  forgetCookies();
  Cookies.set(name, value, options);
}

function removeCookie(name: string): void {
  forgetCookies();
  Cookies.remove(name, { path: COOKIE_PATH });
}

export function getToken(): string | undefined {
  return readCookie(tokenCookie) || undefined;
}
export function setToken(token: string): void {
  writeCookie(tokenCookie, token, attributes());
}
export function removeToken(): void {
  removeCookie(tokenCookie);
}

export function getSessionUser(): SessionUser | null {
  const raw = readCookie(USER_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
export function setSessionUser(user: SessionUser): void {
  writeCookie(USER_COOKIE, JSON.stringify(user), attributes());
}
export function removeSessionUser(): void {
  removeCookie(USER_COOKIE);
}

export function getLanguageCookie(): Language | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
}
export function setLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, attributes(PREFERENCE_DAYS));
}

export function getSizeCookie(): Size | undefined {
  const value = readCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as Size) : undefined;
}
export function setSizeCookie(size: Size): void {
  writeCookie(SIZE_COOKIE, size, attributes(PREFERENCE_DAYS));
}

/** Whether the sidebar was left opened (undefined: never toggled, open on a desktop). */
export function getSidebarCookie(): boolean | undefined {
  const value = readCookie(SIDEBAR_COOKIE);
  return value === '1' ? true : value === '0' ? false : undefined;
}
export function setSidebarCookie(opened: boolean): void {
  writeCookie(SIDEBAR_COOKIE, opened ? '1' : '0', attributes(PREFERENCE_DAYS));
}

/** Keys of the applications enabled for the user (SPEC §2: "the enabled list is kept in a cookie"). */
export function getEnabledApps(): string[] {
  const raw = readCookie(APPS_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}
export function setEnabledApps(keys: readonly string[]): void {
  writeCookie(APPS_COOKIE, JSON.stringify(keys), attributes());
}
export function removeEnabledApps(): void {
  removeCookie(APPS_COOKIE);
}

/** Logout and guard failure: everything that belongs to the session, not the preferences. */
export function clearSessionCookies(): void {
  removeToken();
  removeSessionUser();
  removeEnabledApps();
}
