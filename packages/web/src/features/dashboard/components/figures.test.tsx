import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEngine } from '@/engine/__tests__/render-engine';
import { userInfo } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/react-query';
import { Figures, prefetchFigures } from './figures';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

const total = (count: number) => (call: ApiCall) => ({
  list: [],
  total: call.query.get('online') === 'true' ? Math.floor(count / 3) : count,
  page: 1,
  size: Number(call.query.get('size')),
});

const figure = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
/** The number a figure shows, whole. */
const shown = (title: string) => figure(title).querySelector('.ant-statistic-content-value')?.textContent;

describe('dashboard figures', { timeout: 60_000 }, () => {
  it('counts what a platform administrator may open, each from its list', async () => {
    const api = mockApi({
      'GET /console/api/v1/companies': total(4),
      'GET /console/api/v1/admins': total(6),
      'GET /console/api/v1/deviceAccounts': total(300),
      'GET /console/api/v1/networkCameras': total(12),
      'GET /console/api/v1/layoutTemplates': () => new Response('down', { status: 502 }),
    });
    renderEngine(<Figures user={userInfo({ userType: 1, orgId: 1 })} />);
    await waitFor(() => expect(shown('Terminals online')).toBe('100'));
    expect(shown('Companies')).toBe('4');
    expect(shown('Enterprise administrators')).toBe('6');
    expect(shown('Terminals')).toBe('300');
    expect(shown('Network cameras')).toBe('12');
    await waitFor(() =>
      expect(figure('Layout templates').textContent).toBe('Layout templates—Could not be loaded'),
    );
    expect(screen.getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe(
      '/baseinfo/companyManage',
    );
    // one row each: the figure is the list's total
    expect(api.calls.every((c) => c.query.get('size') === '1')).toBe(true);
  });

  it('asks ahead of the render for the very counts it then shows, and nothing more', async () => {
    const api = mockApi({
      'GET /console/api/v1/deviceAccounts': total(30),
      'GET /console/api/v1/networkCameras': total(7),
      'GET /console/api/v1/layoutTemplates': total(2),
    });
    const user = userInfo({ userType: 2, orgId: 5, customerId: 5, roles: ['admin'] });
    await prefetchFigures(user);
    expect(api.calls.map((call) => `${call.path}?${call.query.toString()}`).sort()).toEqual([
      '/console/api/v1/deviceAccounts?page=1&size=1',
      '/console/api/v1/deviceAccounts?page=1&size=1&online=true',
      '/console/api/v1/layoutTemplates?page=1&size=1',
      '/console/api/v1/networkCameras?page=1&size=1',
    ]);
    renderEngine(<Figures user={user} />, { client: queryClient });
    // from the cache at the first render: no loading state, no second request
    expect(shown('Terminals')).toBe('30');
    expect(shown('Terminals online')).toBe('10');
    expect(shown('Network cameras')).toBe('7');
    expect(shown('Layout templates')).toBe('2');
    expect(api.calls).toHaveLength(4);
  });

  it('tells a count that failed ahead of the render once, when its card asks again', async () => {
    const errors = vi.spyOn(notify, 'error');
    const api = mockApi({
      'GET /console/api/v1/deviceAccounts': total(30),
      'GET /console/api/v1/networkCameras': total(7),
      'GET /console/api/v1/layoutTemplates': () => new Response('down', { status: 502 }),
    });
    const user = userInfo({ userType: 2, orgId: 5, customerId: 5, roles: ['admin'] });
    await prefetchFigures(user);
    expect(errors).not.toHaveBeenCalled();
    renderEngine(<Figures user={user} />, { client: queryClient });
    await waitFor(() =>
      expect(figure('Layout templates').textContent).toBe('Layout templates—Could not be loaded'),
    );
    expect(api.calls.filter((call) => call.path.endsWith('/layoutTemplates'))).toHaveLength(2);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('leaves out the platform’s areas for a customer administrator', async () => {
    mockApi({
      'GET /console/api/v1/deviceAccounts': total(30),
      'GET /console/api/v1/networkCameras': total(0),
      'GET /console/api/v1/layoutTemplates': total(2),
    });
    renderEngine(<Figures user={userInfo({ userType: 2, orgId: 5, customerId: 5, roles: ['admin'] })} />);
    await waitFor(() => expect(shown('Terminals')).toBe('30'));
    expect(screen.queryByText('Companies')).toBeNull();
    expect(screen.queryByText('Enterprise administrators')).toBeNull();
    expect(shown('Network cameras')).toBe('0');
    await waitFor(() => expect(shown('Layout templates')).toBe('2'));
  });
});
