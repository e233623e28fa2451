import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  {
    id: 1,
    key: 'platform',
    name: '云平台管理',
    english: 'Cloud platform',
    aloneMenuManage: 1,
    appType: 'system',
  },
  {
    id: 2,
    key: 'icu',
    name: 'ICU探视',
    english: 'ICU family visitation',
    aloneMenuManage: 1,
    appType: 'system',
  },
];
const company = {
  id: 5,
  name: '演示医院',
  account: 'demohospital',
  maxRoom: 50,
  maxAccount: -1,
  applyCode: 'DEMO2026',
  retentionDays: 60,
  audioQuality: 'hifi',
  icuEnabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('company detail', { timeout: 60_000 }, () => {
  it('shows the tabs from the URL and turns an application on for the company', async () => {
    let enabled = false;
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => [],
      'GET /console/api/v1/companies/5': () => company,
      'POST /accountServer/api/1.0/application/listCustomerSysApp': () => [
        { ...applications[0], enabled: true },
        { ...applications[1], enabled },
      ],
      'POST /accountServer/api/1.0/application/updateCustomerSysApp': (call) => {
        enabled = (call.body as { enabled: boolean }).enabled;
        return null;
      },
      'GET /console/api/v1/admins': () => ({ list: [], total: 0, page: 1, size: 20 }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/baseinfo/companyDetail/5/attribute', user: {} });

    // the attribute tab, with option labels
    expect(await screen.findByText('Two months')).toBeTruthy();
    expect(screen.getByText('High fidelity')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Basic info' }));
    expect(await screen.findByText('DEMO2026')).toBeTruthy();
    expect(currentPath()).toBe('/baseinfo/companyDetail/5/attribute?tab=baseInfo');

    await user.click(screen.getByRole('tab', { name: 'Customer users and applications' }));
    const toggle = await screen.findByRole('switch', {
      name: 'Enable ICU family visitation for this company',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('updateCustomerSysApp'))?.body).toEqual({
        customerId: 5,
        appId: 2,
        enabled: true,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    // the company's administrators, filtered by the company
    expect(within(screen.getByRole('tabpanel')).getByText('Enterprise administrators')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/console/api/v1/admins')?.query.get('customerId')).toBe('5'),
    );
  });
});
