import type { AppRoutes } from '@console/contract/routes/types';
import { describe, expect, it } from 'vitest';
import { menuNode } from '@/testing/fixtures';
import { PLATFORM_ORG_ID, USER_TYPES } from '@console/contract/access/identity';
import { viewerOf } from '@console/contract/access/menu-access';
import {
  affixRoutes,
  buildRouteTable,
  canAccess,
  firstMenuPage,
  hasParams,
  landingPath,
  toRouterPath,
  type AppRoute,
} from './route-table';

const FIXED_PATHS = buildRouteTable({ menuTree: [], enabledApps: [], catalogue: [] }).map((r) => r.path);

const catalogue: AppRoutes[] = [
  {
    appKey: 'platform',
    routes: [
      {
        path: '/dashboard',
        name: 'platformDashboard',
        title: { zh: '首页', en: 'Dashboard' },
        affix: true,
        showByRole: 'ALL',
        children: [
          {
            path: 'index',
            name: 'dashboardIndex',
            title: { zh: '首页', en: 'Dashboard' },
            affix: true,
            showByRole: 'ALL',
          },
        ],
      },
      {
        path: '/baseinfo',
        name: 'baseinfo',
        title: { zh: '企业信息', en: 'Companies' },
        showByRole: 'ADMIN',
        children: [
          {
            path: 'companyManage',
            name: 'companyManage',
            title: { zh: '企业管理', en: 'Companies' },
            showByRole: 'ADMIN',
          },
          {
            path: 'companyDetail/:id',
            name: 'companyDetail',
            title: { zh: '企业详情', en: 'Company' },
            hidden: true,
            showByRole: 'ADMIN',
          },
        ],
      },
      {
        path: '/setting',
        name: 'setting',
        title: { zh: '设置', en: 'Settings' },
        showByRole: 'ALL',
        children: [
          {
            path: 'mailManage',
            name: 'mailManage',
            title: { zh: '邮件', en: 'Mail' },
            roles: ['cloudAdmin'],
            showByRole: 'ALL',
          },
        ],
      },
    ],
  },
  {
    appKey: 'icu',
    routes: [
      {
        path: '/icu',
        name: 'icu',
        title: { zh: 'ICU', en: 'ICU' },
        showByRole: 'ALL',
        children: [
          { path: 'wardManage', name: 'wardManage', title: { zh: '病区', en: 'Wards' }, showByRole: 'ALL' },
        ],
      },
    ],
  },
];

const byPath = (routes: ReturnType<typeof buildRouteTable>) => new Map(routes.map((r) => [r.path, r]));

describe('route table', () => {
  it('has the fixed routes, with the refresh route as a splat and no public pages', () => {
    const table = byPath(buildRouteTable({ menuTree: [], enabledApps: [], catalogue }));
    for (const path of [
      '/404',
      '/401',
      '/redirect/*',
      '/profile/index',
      '/public/companyInfo',
      '/public/adminDetailInfo/:id',
      '/dashboard',
      '/index',
    ]) {
      expect(table.has(path), path).toBe(true);
    }
    expect(table.has('/login')).toBe(false);
    expect(table.get('/404')?.noTag).toBe(true);
  });

  it('adds catalogue routes only for enabled applications', () => {
    const onlyPlatform = byPath(buildRouteTable({ menuTree: [], enabledApps: ['platform'], catalogue }));
    expect(onlyPlatform.has('/baseinfo/companyDetail/:id')).toBe(true);
    expect(onlyPlatform.has('/icu/wardManage')).toBe(false);
    const both = byPath(buildRouteTable({ menuTree: [], enabledApps: ['platform', 'icu'], catalogue }));
    expect(both.has('/icu/wardManage')).toBe(true);
  });

  it('sends a group to its first visible child; the platform /dashboard group wins over the fixed page', () => {
    const table = byPath(buildRouteTable({ menuTree: [], enabledApps: ['platform'], catalogue }));
    expect(table.get('/baseinfo')?.redirect).toBe('/baseinfo/companyManage');
    expect(table.get('/dashboard')?.redirect).toBe('/dashboard/index');
    expect(table.get('/baseinfo/companyManage')?.redirect).toBeNull();
    const withoutPlatform = byPath(buildRouteTable({ menuTree: [], enabledApps: [], catalogue }));
    expect(withoutPlatform.get('/dashboard')?.redirect).toBeNull();
  });

  it('records the breadcrumb trail', () => {
    const table = byPath(buildRouteTable({ menuTree: [], enabledApps: ['platform'], catalogue }));
    expect(table.get('/baseinfo/companyDetail/:id')?.trail.map((s) => s.path)).toEqual([
      '/baseinfo',
      '/baseinfo/companyDetail/:id',
    ]);
  });

  it('adds what only the menu knows, and catalogue subtrees the menu points at', () => {
    const menuTree = [
      menuNode('/custom', 'custom', {
        children: [menuNode('page', 'customPage'), menuNode('https://example.com', 'ext')],
      }),
      menuNode('/icu', 'icu', { children: [menuNode('wardManage', 'wardManage')] }),
    ];
    const table = byPath(buildRouteTable({ menuTree, enabledApps: [], catalogue }));
    expect(table.get('/custom/page')?.title).toEqual({ zh: 'customPage-zh', en: 'customPage-en' });
    expect(table.get('/custom')?.redirect).toBe('/custom/page');
    expect(table.has('https://example.com')).toBe(false);
    expect(table.get('/icu/wardManage')?.title.en).toBe('Wards');
  });

  it('affixed tabs are pages, not redirecting groups', () => {
    const table = buildRouteTable({ menuTree: [], enabledApps: ['platform'], catalogue });
    expect(affixRoutes(table).map((r) => r.path)).toEqual(['/dashboard/index']);
    expect(
      affixRoutes(buildRouteTable({ menuTree: [], enabledApps: [], catalogue })).map((r) => r.path),
    ).toEqual(['/dashboard']);
  });
});

describe('route access (SPEC §6, ADR 0014)', () => {
  const member = viewerOf({ userType: USER_TYPES.member, customerId: 7, roles: ['cloudUser'] });
  const allowed = (table: readonly AppRoute[]) => table.filter((r) => r.allowed).map((r) => r.path);
  const dashboardOnly = [
    menuNode('/dashboard', 'platformDashboard', { children: [menuNode('index', 'dashboardIndex')] }),
  ];

  it('opens the routes of the current application that its menu tree holds, other applications by their rule, fixed routes always', () => {
    const table = buildRouteTable({
      menuTree: dashboardOnly,
      enabledApps: ['platform', 'icu'],
      appKey: 'platform',
      viewer: member,
      catalogue,
    });
    expect(allowed(table)).toEqual([
      '/dashboard',
      '/dashboard/index',
      '/icu',
      '/icu/wardManage',
      ...FIXED_PATHS.filter((path) => path !== '/dashboard'),
    ]);
  });

  it('pins a tab only for those who may open it', () => {
    const limited = buildRouteTable({
      menuTree: [menuNode('/setting', 'setting', { children: [menuNode('mailManage', 'mailManage')] })],
      enabledApps: ['platform'],
      viewer: member,
      catalogue,
    });
    expect(affixRoutes(limited)).toEqual([]);
    const held = buildRouteTable({
      menuTree: dashboardOnly,
      enabledApps: ['platform'],
      viewer: member,
      catalogue,
    });
    expect(affixRoutes(held).map((r) => r.path)).toEqual(['/dashboard/index']);
  });

  it('keeps the cloudAdmin pages of the platform from a tenant role of that name', () => {
    const tenantCloudAdmin = viewerOf({
      userType: USER_TYPES.customerAdmin,
      customerId: 7,
      roles: ['cloudAdmin'],
    });
    const platformAdmin = viewerOf({
      userType: USER_TYPES.platformAdmin,
      customerId: PLATFORM_ORG_ID,
      roles: ['cloudAdmin'],
    });
    const mail = {
      name: 'mailManage',
      roles: ['cloudAdmin'],
      showByRole: 'ALL' as const,
      access: 'signedIn' as const,
      appKey: 'platform',
    };
    const inMenu = new Set(['mailManage']);
    expect(
      [tenantCloudAdmin, platformAdmin].map((viewer) => canAccess(mail, viewer, 'platform', inMenu)),
    ).toEqual([false, true]);
  });
});

describe('landing and first page', () => {
  const table = buildRouteTable({ menuTree: [], enabledApps: ['platform'], catalogue });

  it('/ goes to the dashboard (through its group)', () => {
    const menu = [
      menuNode('/dashboard', 'platformDashboard', { children: [menuNode('index', 'dashboardIndex')] }),
      menuNode('/baseinfo', 'baseinfo', { children: [menuNode('companyManage', 'companyManage')] }),
    ];
    expect(landingPath(table, menu)).toBe('/dashboard/index');
  });

  it('exactly one top-level route leads straight to its first page', () => {
    const menu = [
      menuNode('/icu', 'icu', {
        children: [menuNode('detail/:id', 'd'), menuNode('wardManage', 'wardManage')],
      }),
    ];
    expect(landingPath(table, menu)).toBe('/icu/wardManage');
    expect(firstMenuPage(menu)).toBe('/icu/wardManage');
    expect(firstMenuPage([])).toBeNull();
    expect(
      firstMenuPage([
        menuNode('/schoolVod', 'schoolVod', {
          children: [menuNode('videoList/:product?', 'schoolVideoList')],
        }),
      ]),
    ).toBe('/schoolVod/videoList');
  });

  it('reads SPEC path notation', () => {
    expect(toRouterPath('info/{roomId}/{accountId?}')).toBe('info/:roomId/:accountId?');
    expect(toRouterPath('/redirect/:path*')).toBe('/redirect/*');
    expect(hasParams('/a/:id')).toBe(true);
    expect(hasParams('/a/:id?')).toBe(false);
    expect(hasParams('/redirect/*')).toBe(true);
    expect(hasParams('/a/b')).toBe(false);
  });
});
