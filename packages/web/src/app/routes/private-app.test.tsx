import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenCatalogue, ROUTE_CATALOGUE } from '@console/contract/routes/catalogue';
import { getEnabledApps, getToken } from '@/lib/cookies';
import { PAGES } from './pages';
import { hasParams } from './route-table';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
  { id: 2, key: 'icu', name: 'ICU探视', english: 'ICU family visitation', aloneMenuManage: 1 },
  { id: 3, key: 'monitor', name: '监控应用', english: 'Monitor', aloneMenuManage: 0 },
];

const platformMenu = [
  menuNode('/dashboard', 'platformDashboard', {
    icon: 'DashboardOutlined',
    children: [menuNode('index', 'dashboardIndex', { titleEn: 'Dashboard' })],
  }),
  menuNode('/baseinfo', 'baseinfo', {
    icon: 'BankOutlined',
    titleEn: 'Company information',
    children: [
      menuNode('companyManage', 'companyManage', { titleEn: 'Companies' }),
      menuNode('companyDetail/:id', 'companyDetail', { hidden: true, titleEn: 'Company details' }),
    ],
  }),
];
const icuMenu = [
  menuNode('/icu', 'icu', {
    titleEn: 'ICU visitation',
    children: [
      menuNode('wardManage', 'icuWardManage', { titleEn: 'Wards' }),
      menuNode('visitManage', 'visitManage', { titleEn: 'Visits' }),
    ],
  }),
];

function signedInApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
    'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
      query.get('appKey') === 'icu' ? icuMenu : platformMenu,
    'POST /accountServer/api/1.0/application/updateUserAppInfo': () => ({ defaultAppKey: 'icu' }),
    'POST /accountServer/api/1.0/sys/logout': () => null,
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('signed-in console', () => {
  it('loads the session, lands on the dashboard and shows real data', async () => {
    const api = signedInApi();
    renderApp({ url: '/', user: {} });
    expect(await screen.findByText('Welcome, Ada Admin')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard/index');
    expect(screen.getByText('ICU family visitation')).toBeTruthy();
    expect(getEnabledApps()).toEqual(['platform', 'icu', 'monitor']);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Dashboard')).toBeTruthy();
    // /baseinfo has one visible child: the sidebar shows that child in its place
    expect(within(menu).getByText('Companies')).toBeTruthy();
    expect(within(menu).queryByText('Company information')).toBeNull();
    const tags = screen.getByRole('navigation', { name: 'Visited pages' });
    expect(within(tags).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/menu/user/tree'))?.headers).toMatchObject({
      token: 'test-token',
      Authorization: 'Bearer test-token',
    });
  });

  it('renders a polite placeholder titled from the catalogue for a page not built yet', async () => {
    // any platform page without a screen yet (the list shrinks as screens are built)
    const unbuilt = flattenCatalogue(ROUTE_CATALOGUE).find(
      (entry) =>
        entry.appKey === 'platform' &&
        entry.depth === 1 &&
        !PAGES[entry.route.name] &&
        !entry.route.roles?.length &&
        // the test's user is no company administrator: a page kept to them would answer /401
        !entry.route.access &&
        !entry.ancestors.some((ancestor) => ancestor.access) &&
        entry.route.showByRole !== 'CUSTOMER' &&
        !hasParams(entry.fullPath),
    );
    if (!unbuilt) return;
    const group = unbuilt.ancestors[0]!;
    // A page opens when the user's menu tree holds it (ADR 0014).
    signedInApi({
      'GET /accountServer/api/v1/menu/user/tree': () => [
        ...platformMenu,
        menuNode(group.path, group.name, { children: [menuNode(unbuilt.route.path, unbuilt.route.name)] }),
      ],
    });
    renderApp({ url: unbuilt.fullPath, user: {} });
    expect(await screen.findByRole('heading', { name: unbuilt.route.title.en })).toBeTruthy();
    expect(screen.getByText('This page is being built. Thank you for your patience.')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(unbuilt.ancestors[0]?.title.en ?? '')).toBeTruthy();
  });

  it('sends a group to its first page, unknown paths to /404 and forbidden ones to /401', async () => {
    signedInApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['admin'], userType: 2 }),
    });
    renderApp({ url: '/baseinfo', user: {} });
    // /baseinfo is for user type 1 only (showByRole ADMIN): its first page is forbidden too
    expect(await screen.findByText('Sorry, you do not have permission to open this page.')).toBeTruthy();
    expect(currentPath()).toBe('/401');
  });

  it('unknown paths go to /404', async () => {
    signedInApi();
    renderApp({ url: '/no/such/page', user: {} });
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(currentPath()).toBe('/404');
  });

  it("a link to another application's page switches to that application and opens it there", async () => {
    const api = signedInApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['admin'], userType: 2 }),
    });
    renderApp({ url: '/icu/wardManage', user: {} });
    // the ward list of the ICU application, at the same address
    await waitFor(() => expect(api.calls.some((c) => c.path === '/console/api/v1/wards')).toBe(true), {
      timeout: 30_000,
    });
    expect(currentPath()).toBe('/icu/wardManage');
    expect(api.calls.some((c) => c.path.endsWith('/menu/user/tree') && c.query.get('appKey') === 'icu')).toBe(
      true,
    );
  });

  it('a page of an application the user does not have is not found', async () => {
    signedInApi();
    // intensive care is not among the user's applications
    renderApp({ url: '/aiIcu/centralStation', user: {} });
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(currentPath()).toBe('/404');
  });

  it('empty user info: verification failed, back to the login', async () => {
    signedInApi({
      'GET /accountServer/api/v1/sysUser/get': () => null,
      'POST /accountServer/api/1.0/public/captcha': () => null,
    });
    renderApp({ url: '/dashboard', user: {} });
    expect(await screen.findByText('Verification failed, please Login again.')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fdashboard'));
    expect(getToken()).toBeUndefined();
  });

  it('switches application: loads its menu and opens its first page', async () => {
    const api = signedInApi();
    renderApp({ url: '/dashboard/index', user: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Switch application$/ }));
    await user.click(
      await screen.findByText('ICU family visitation', { selector: '.ant-dropdown-menu-title-content' }),
    );
    await waitFor(() => expect(currentPath()).toBe('/icu/wardManage'));
    expect(api.calls.some((c) => c.path.endsWith('/updateUserAppInfo'))).toBe(true);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText('Visits')).toBeTruthy();
  });

  it('reaches the monitor application from the switcher and from the dashboard (SPEC §6)', async () => {
    const monitorMenu = [
      menuNode('/roomMonitor', 'roomMonitorGroup', {
        children: [menuNode('roomMonitor', 'roomMonitor', { titleEn: 'Room monitoring' })],
      }),
    ];
    signedInApi({
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        query.get('appKey') === 'monitor' ? monitorMenu : platformMenu,
    });
    renderApp({ url: '/dashboard/index', user: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Switch application$/ }));
    await screen.findByText('Monitor', { selector: '.ant-dropdown-menu-title-content' });
    const offered = document.querySelectorAll('.ant-dropdown-menu-title-content');
    expect([...offered].map((item) => item.textContent)).toEqual([
      'Cloud platform',
      'ICU family visitation',
      'Monitor',
    ]);
    await user.keyboard('{Escape}');
    // The dashboard's "In switcher" cards are the switcher's, and open their application.
    await screen.findAllByText('In switcher');
    const cards = screen.getAllByRole('listitem').filter((card) => within(card).queryByText('In switcher'));
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Cloud platform',
      'ICU family visitation',
      'Monitor',
    ]);
    await user.click(within(cards[2]!).getByRole('link'));
    await waitFor(() => expect(currentPath()).toBe('/roomMonitor/roomMonitor'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText('Room monitoring')).toBeTruthy();
  });

  it('tags view: middle-click closes a tab, the affixed dashboard stays', async () => {
    signedInApi();
    renderApp({ url: '/dashboard/index', user: {} });
    await screen.findByText('Welcome, Ada Admin');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('Companies'));
    const tags = screen.getByRole('navigation', { name: 'Visited pages' });
    const tab = await within(tags).findByRole('link', { name: 'Companies' });
    expect(within(tags).queryByRole('button', { name: 'Close Dashboard' })).toBeNull();
    await act(async () => {
      fireEvent(tab, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    });
    await waitFor(() => expect(within(tags).queryByRole('link', { name: 'Companies' })).toBeNull());
    // the closed tab was active: the console opens the last tab left (an affixed one here)
    const remaining = within(tags).getAllByRole('link');
    expect(remaining.map((link) => link.textContent)).toContain('Dashboard');
    await waitFor(() => expect(`/web${currentPath()}`).toBe(remaining.at(-1)?.getAttribute('href')));
  });

  it('logout ends the session and goes to the login', async () => {
    const api = signedInApi({ 'POST /accountServer/api/1.0/public/captcha': () => null });
    renderApp({ url: '/dashboard/index', user: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /User menu$/ }));
    await user.click(await screen.findByText('Log out'));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(getToken()).toBeUndefined();
    expect(api.calls.some((c) => c.path.endsWith('/sys/logout'))).toBe(true);
  });
});
