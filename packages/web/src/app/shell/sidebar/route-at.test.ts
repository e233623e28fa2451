import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/app/routes/route-table';
import { routeAt } from './route-at';

const route = (path: string) => ({ name: path, path }) as AppRoute;

describe("routeAt (the sidebar's entry before the page publishes itself)", () => {
  const table = [
    route('/dashboard/index'),
    route('/baseinfo/companyManage'),
    route('/baseinfo/companyDetail/:id'),
    route('/schoolVod/videoList/:product?'),
  ];

  it('finds the route React Router shows at an address, with parameters and optional ones', () => {
    expect(routeAt(table, '/dashboard/index')?.path).toBe('/dashboard/index');
    expect(routeAt(table, '/baseinfo/companyDetail/42')?.path).toBe('/baseinfo/companyDetail/:id');
    expect(routeAt(table, '/schoolVod/videoList')?.path).toBe('/schoolVod/videoList/:product?');
    expect(routeAt(table, '/schoolVod/videoList/school')?.path).toBe('/schoolVod/videoList/:product?');
  });

  it('finds nothing at an address outside the table', () => {
    expect(routeAt(table, '/nowhere')).toBeUndefined();
  });
});
