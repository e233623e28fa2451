import { describe, expect, it, vi } from 'vitest';
import { PAGES, preloadFirstPage } from './pages';

/** Which pages `preloadFirstPage(pathname)` loads, by route name. */
async function preloadedFor(pathname: string): Promise<string[]> {
  const spies = ['dashboardIndex', 'companyManage', 'companyDetail'].map(
    (name) => [name, vi.spyOn(PAGES[name]!, 'preload').mockResolvedValue(undefined)] as const,
  );
  await preloadFirstPage(pathname);
  const preloaded = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
  vi.restoreAllMocks();
  return preloaded;
}

describe('preloadFirstPage', () => {
  it('loads the page at the address of a reload or deep link', async () => {
    expect(await preloadedFor('/baseinfo/companyManage')).toEqual(['companyManage']);
    expect(await preloadedFor('/baseinfo/companyDetail/12')).toEqual(['companyDetail']);
  });

  it('loads the dashboard, where a login lands, for any other address', async () => {
    expect(await preloadedFor('/login')).toEqual(['dashboardIndex']);
    expect(await preloadedFor('/')).toEqual(['dashboardIndex']);
  });
});
