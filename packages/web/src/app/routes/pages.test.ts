import { describe, expect, it, vi } from 'vitest';
import type { AreaPages } from './areas/area';
import { userInfo } from '@/testing/fixtures';
import { AREAS, PAGES, prefetchFirstPageData, preloadFirstPage } from './pages';

/** Which pages `preloadFirstPage(pathname)` loads, by route name. */
async function preloadedFor(pathname: string): Promise<string[]> {
  const spies = ['dashboardIndex', 'companyManage', 'companyDetail'].map(
    (name) => [name, vi.spyOn(PAGES[name]!, 'preload').mockResolvedValue({ default: () => null })] as const,
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

describe('prefetchFirstPageData', () => {
  it("gives the first page's own data prefetch the session's user", async () => {
    const prefetchData = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(PAGES.dashboardIndex!, 'preload').mockResolvedValue({ default: () => null, prefetchData });
    const user = userInfo({ userType: 2, orgId: 5, customerId: 5 });
    await prefetchFirstPageData('/login', user);
    expect(prefetchData).toHaveBeenCalledExactlyOnceWith(user);
    vi.restoreAllMocks();
  });

  it('asks for nothing for a page that does not say what it needs', async () => {
    const preload = vi.spyOn(PAGES.companyManage!, 'preload').mockResolvedValue({ default: () => null });
    await expect(prefetchFirstPageData('/baseinfo/companyManage', userInfo())).resolves.toBeUndefined();
    expect(preload).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('the route table by area', () => {
  const modules = import.meta.glob<{ PAGES: AreaPages }>(['./areas/*.ts', '!./areas/area.ts']);

  it('names, for every area, exactly the pages the area module holds', async () => {
    const files = Object.keys(modules).map((path) => path.replace('./areas/', '').replace('.ts', ''));
    expect(files.sort()).toEqual(Object.keys(AREAS).sort());
    for (const [key, pages] of Object.entries(AREAS)) {
      const { PAGES: own } = await modules[`./areas/${key}.ts`]!();
      expect(Object.keys(pages).sort(), key).toEqual(Object.keys(own).sort());
    }
  });

  it('gives a route name one page only', () => {
    const names = Object.values(AREAS).flatMap((pages) => Object.keys(pages));
    expect(new Set(names).size).toBe(names.length);
    expect(
      names.filter((name) => ['dashboard', 'notFound', 'noPermission', 'redirect'].includes(name)),
    ).toEqual([]);
  });

  it('renders an area page as the page the area loads', async () => {
    const { PAGES: companies } = await modules['./areas/companies.ts']!();
    const own = vi.spyOn(companies.companyDetail!, 'preload').mockResolvedValue({ default: () => null });
    await PAGES.customerPermission!.preload();
    expect(own).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
