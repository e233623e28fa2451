import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

const session = (tree: unknown[]) => ({
  'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
  'POST /accountServer/api/1.0/application/listByOrgId': () => [],
  'GET /accountServer/api/v1/menu/user/tree': () => tree,
});

/** A submenu whose pages have an optional parameter. */
const schoolVideos = () =>
  menuNode('/schoolVod', 'schoolVod', {
    titleEn: 'School videos',
    children: [
      menuNode('videoTypeList/:product?', 'schoolVideoTypeList', { titleEn: 'Video categories' }),
      menuNode('videoList/:product?', 'schoolVideoList', { titleEn: 'Videos' }),
    ],
  });

describe('sidebar menu', { timeout: 60_000 }, () => {
  it('says why it is empty when the organisation has no application', async () => {
    mockApi(session([]));
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(nav.textContent).toContain('No menus yet');
  });

  it('says the role has no pages of an application the organisation has', async () => {
    mockApi({
      ...session([]),
      'POST /accountServer/api/1.0/application/listByOrgId': () => [
        { id: 2, key: 'icu', name: 'ICU探视', english: 'ICU family visitation', aloneMenuManage: 1 },
      ],
    });
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(nav.textContent).toContain('Your role has no pages in this application'));
  });

  it('shows no such note when there are menus', async () => {
    mockApi(session([menuNode('/baseinfo/companyManage', 'companyManage', { titleEn: 'Companies' })]));
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await screen.findByRole('menuitem', { name: /Companies/ })).toBeTruthy();
    expect(nav.textContent).not.toContain('No menus yet');
  });

  it('opens a page whose route has an optional parameter without the literal `:param`', async () => {
    mockApi(session([schoolVideos()]));
    const user = userEvent.setup();
    renderApp({ url: '/dashboard', user: {} });
    await user.click(await screen.findByRole('menuitem', { name: /School videos/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Video categories/ }));
    await waitFor(() => expect(currentPath()).toBe('/schoolVod/videoTypeList'));
  });

  it("mounts a closed submenu's items only when it opens (issue 12)", async () => {
    mockApi(
      session([
        menuNode('/baseinfo', 'baseinfo', {
          titleEn: 'Base info',
          children: [
            menuNode('companyManage', 'companyManage', { titleEn: 'Companies' }),
            menuNode('adminManage', 'adminManage', { titleEn: 'Admins' }),
          ],
        }),
        schoolVideos(),
      ]),
    );
    const user = userEvent.setup();
    renderApp({ url: '/dashboard', user: {} });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const baseInfo = await screen.findByRole('menuitem', { name: /Base info/ });
    expect(screen.getByRole('menuitem', { name: /School videos/ })).toBeTruthy();
    // closed: their items are neither shown nor rendered hidden
    expect(nav.textContent).not.toContain('Companies');
    expect(nav.textContent).not.toContain('Video categories');

    await user.click(baseInfo);
    expect(await screen.findByRole('menuitem', { name: /Companies/ })).toBeTruthy();
    expect(nav.textContent).not.toContain('Video categories');

    // (the keyboard's way in is e2e/shell-sidebar.spec.ts: antd's menu keys need a layout)
    await user.click(screen.getByRole('menuitem', { name: /School videos/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Video categories/ }));
    await waitFor(() => expect(currentPath()).toBe('/schoolVod/videoTypeList'));
    expect(screen.getByRole('menuitem', { name: /Companies/ })).toBeTruthy();
  });
});
