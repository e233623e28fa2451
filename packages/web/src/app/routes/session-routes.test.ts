import { flattenCatalogue } from '@console/contract/routes/catalogue';
import { FIXED_ROUTES } from '@console/contract/routes/fixed-routes';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstSegment, mayMatch } from './private-app';
import { toRouterPath } from './route-table';

/** Every router path a session can have: the catalogue's and the fixed routes. */
const PATHS = [
  ...new Set([
    ...flattenCatalogue().map((entry) => toRouterPath(entry.fullPath)),
    ...FIXED_ROUTES.map((route) => toRouterPath(route.path)),
  ]),
];

/** Addresses that reach `path`: its params filled in, in its own case and in upper case. */
function addressesOf(path: string): string[] {
  const filled = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '42' : segment === '*' ? 'a/b' : segment))
    .join('/');
  const withoutOptional = path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? '42' : segment === '*' ? 'a' : segment))
    .join('/');
  return [...new Set([filled, withoutOptional, filled.toUpperCase(), `${filled}/extra`])];
}

function matched(paths: readonly string[], address: string): string | undefined {
  const routes = [{ path: '/', children: [...paths.map((path) => ({ path })), { path: '*' }] }];
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('session routes narrowed to the address', () => {
  it('reads the first segment as React Router compares it', () => {
    expect(firstSegment('/baseinfo/companyManage')).toBe('baseinfo');
    expect(firstSegment('/BaseInfo/x')).toBe('baseinfo');
    expect(firstSegment('/%E5%8C%BB%E9%99%A2/x')).toBe('医院');
    expect(firstSegment('/%E5%8C%BB')).toBe('医');
    expect(firstSegment('/%zz/x')).toBe('%zz');
    expect(firstSegment('/')).toBe('');
  });

  it('keeps routes whose first segment may match anything', () => {
    expect(mayMatch('/baseinfo/companyManage', 'baseinfo')).toBe(true);
    expect(mayMatch('/baseinfo/companyManage', 'vod')).toBe(false);
    expect(mayMatch('/BaseInfo/companyManage', 'baseinfo')).toBe(true);
    expect(mayMatch('/:id/detail', 'vod')).toBe(true);
    expect(mayMatch('/*', 'vod')).toBe(true);
    expect(mayMatch('/optional?/page', 'page')).toBe(true);
    expect(mayMatch('/', 'vod')).toBe(true);
  });

  it('matches every address of every route as the whole table does', () => {
    expect(PATHS.length).toBeGreaterThan(100);
    let checked = 0;
    for (const path of PATHS)
      for (const address of [...addressesOf(path), '/nowhere/at/all', '/']) {
        const narrowed = PATHS.filter((candidate) => mayMatch(candidate, firstSegment(address)));
        expect(matched(narrowed, address), address).toBe(matched(PATHS, address));
        checked += 1;
      }
    expect(checked).toBeGreaterThan(PATHS.length * 3);
  });
});
