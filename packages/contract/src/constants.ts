/** SPEC §9 constants shared by server and console. */
export const BUILD_VERSION = '3.3.0';
export const THEME_COLOR = '#3598DC';
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const LANGUAGE_RELOAD_DELAY_MS = 1000;
export const TAG_SCROLL_PADDING = 4;
export const HEADER_SEARCH_THRESHOLD = 0.4;
export const REQUEST_TIMEOUT_MS = 5000;
export const ERROR_MESSAGE_DURATION_MS = 5000;
export const EXPIRY_RELOAD_DELAY_MS = 2000;
export const GATEWAY_CODE_REFRESH_MS = 30 * 60 * 1000;

export const UNLIMITED = -1;
export const APPLY_CODE_LENGTH = 8;

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

/** Cookie names (SPEC §9); all on path /web/. */
export const COOKIE_PATH = '/web/';
export const tokenCookieName = (product: string) => `${product}-Admin-Token`;
export const USER_COOKIE = 'UserObject';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';
/** Sidebar opened '1' or collapsed '0' (vue-element-admin's name and values). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const APPS_COOKIE = 'enabledApps';

export const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  avatar: 2 * MB,
  deviceAvatar: 5 * MB,
  vodImage: 2 * MB,
  vodVideo: 500 * MB,
  shareImage: 500 * 1024,
  logo: 10 * MB,
  icon: 1 * MB,
  /** A 1920×1080 PNG; SPEC gives no size, 10 MB holds any such PNG short of noise. */
  layoutBackground: 10 * MB,
  /** A scanned report or a discharge letter; larger studies belong in the PACS, not here. */
  patientFile: 20 * MB,
  /** An upgrade package (zip, apk, ipa) or its JSON file list (issue 17). */
  upgradePackage: 500 * MB,
} as const;

/** SPEC §9 "template 1920x1080": the canvas of a layout template, in pixels. */
export const LAYOUT_CANVAS = { width: 1920, height: 1080 } as const;

export const STORAGE_RETENTION_DAYS = [7, 15, 30, 60] as const;
export const MIN_STORAGE_GB = 10;

/** Sessions: idle expiry, renewed on use (sliding), and an absolute cap. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
/**
 * Login throttling (issue 13), per (account, client address): the first failures are free, then
 * each one doubles the wait before the next try from that address, up to a cap; the right
 * password from another address still works. Per address across accounts: this many failures in
 * the window block the address for the rest of it.
 */
export const LOGIN_FREE_FAILURES = 3;
export const LOGIN_FIRST_DELAY_MS = 2_000;
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair's count starts again after a day without failures. */
export const LOGIN_PAIR_RESET_MS = 24 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** SPEC §9: the splits a video wall (video group) can show. */
export const VIDEO_SPLITS = [1, 2, 4, 6, 9] as const;
/** SPEC §9 week cycle, Monday (1) to Sunday (7). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
