import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const session = (tree: unknown[]) => ({
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => [],
  'GET /accountServer/api/v1/menu/user/tree': () => tree,
});

describe('sidebar menu', { timeout: 60_000 }, () => {
  it('says why it is empty when the organisation has no application', async () => {
    mockApi(session([]));
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.textContent).toContain('No menus yet');
  });

  it('shows no such note when there are menus', async () => {
    mockApi(session([menuNode('/baseinfo/companyManage', 'companyManage', { titleEn: 'Companies' })]));
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await screen.findByRole('menuitem', { name: /Companies/ })).toBeTruthy();
    expect(nav.textContent).not.toContain('No menus yet');
  });
});
