import { PATHS_WEB } from '@/config/paths';

/**
 * The `redirect` query after login: only a path inside the console. Anything that could leave
 * the site (`//host`, `/\host`, `https:`) or loop back to the login falls back to `/`.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return '/';
  let target = raw.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if ([...target].some((char) => char.charCodeAt(0) < 32)) return '/';
  if (target === '/web' || target.startsWith('/web/')) target = target.slice(4) || '/';
  const path = target.split(/[?#]/)[0] ?? '/';
  if (path === PATHS_WEB.login || path === PATHS_WEB.authRedirect) return '/';
  return target;
}
