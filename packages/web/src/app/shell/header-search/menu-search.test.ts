import PinyinMatch from 'pinyin-match';
import { describe, expect, it } from 'vitest';
import { menuNode } from '@/testing/fixtures';
import { createMenuSearch, menuSearchEntries, MENU_SEARCH_OPTIONS } from './menu-search';

const tree = [
  menuNode('/dashboard', 'platformDashboard', {
    titleEn: 'Dashboard',
    children: [menuNode('index', 'dashboardIndex', { titleEn: 'Dashboard' })],
  }),
  menuNode('/baseinfo', 'baseinfo', {
    titleEn: 'Company information',
    children: [
      menuNode('companyManage', 'companyManage', { titleEn: 'Companies' }),
      menuNode('companyDetail/:id', 'companyDetail', { hidden: true, titleEn: 'Company details' }),
      menuNode('companyAdvance', 'companyAdvance', { hidden: true, titleEn: 'Advanced' }),
    ],
  }),
  menuNode('/setting', 'setting', {
    titleEn: 'System settings',
    children: [
      menuNode('userLog', 'userLog', { titleEn: 'User log' }),
      menuNode('myApplication', 'myApplication', {
        titleEn: 'My applications',
        children: [menuNode('detail/:id', 'myApplicationDetail', { hidden: true })],
      }),
      menuNode('mail', 'mailGroup', {
        titleEn: 'Mail',
        children: [
          menuNode('smtp', 'smtp', { titleEn: 'SMTP server' }),
          menuNode('templates', 'templates', { titleEn: 'Mail templates' }),
        ],
      }),
    ],
  }),
  menuNode('/user', 'user', {
    titleEn: 'Users',
    children: [menuNode('enterpriseAdministrator', 'enterpriseAdministrator', { titleEn: null })],
  }),
  menuNode('https://example.com/help', 'help', { titleEn: 'Help centre' }),
  menuNode('/secret', 'secret', { hidden: true, titleEn: 'Secret' }),
];

describe('header search entries', () => {
  it('lists the pages of the visible menu with their groups as "A > B"', () => {
    const entries = menuSearchEntries(tree, 'en');
    expect(entries.map((e) => [e.path, e.label])).toEqual([
      ['/dashboard/index', 'Dashboard'],
      ['/baseinfo/companyManage', 'Company information > Companies'],
      ['/setting/userLog', 'System settings > User log'],
      ['/setting/myApplication', 'System settings > My applications'],
      ['/setting/mail/smtp', 'System settings > Mail > SMTP server'],
      ['/setting/mail/templates', 'System settings > Mail > Mail templates'],
      ['/user/enterpriseAdministrator', 'Users > enterpriseAdministrator-zh'],
      ['https://example.com/help', 'Help centre'],
    ]);
    expect(entries.find((e) => e.external)?.path).toBe('https://example.com/help');
    expect(entries.find((e) => e.path === '/setting/mail/smtp')?.ancestors).toEqual([
      'System settings',
      'Mail',
    ]);
  });

  it('opens a page with an optional parameter without the literal `:param`', () => {
    const vod = menuNode('/schoolVod', 'schoolVod', {
      titleEn: 'School videos',
      children: [menuNode('videoTypeList/:product?', 'schoolVideoTypeList', { titleEn: 'Video categories' })],
    });
    expect(menuSearchEntries([vod], 'en').map((e) => e.path)).toEqual(['/schoolVod/videoTypeList']);
  });

  it('uses the titles of the current language', () => {
    const labels = menuSearchEntries(tree, 'zh').map((e) => e.label);
    expect(labels).toContain('baseinfo-zh > companyManage-zh');
    expect(labels).toContain('setting-zh > mailGroup-zh > smtp-zh');
    expect(labels).toContain('platformDashboard-zh > dashboardIndex-zh');
  });
});

describe('header search ranking', () => {
  const search = createMenuSearch(menuSearchEntries(tree, 'en'));
  const paths = (query: string) => search(query).map((e) => e.path);

  it('uses the SPEC threshold', () => {
    expect(MENU_SEARCH_OPTIONS.threshold).toBe(0.4);
  });

  it('puts the page whose own title matches first', () => {
    expect(paths('companies')[0]).toBe('/baseinfo/companyManage');
    expect(paths('mail')[0]).toBe('/setting/mail/templates');
    expect(paths('mail')).toContain('/setting/mail/smtp');
    expect(paths('smtp')[0]).toBe('/setting/mail/smtp');
  });

  it('forgives a typo within the threshold', () => {
    expect(paths('compnies')[0]).toBe('/baseinfo/companyManage');
    expect(paths('user lgo')[0]).toBe('/setting/userLog');
  });

  it('finds pages by their group or their path', () => {
    expect(paths('System settings')).toEqual(
      expect.arrayContaining(['/setting/userLog', '/setting/myApplication']),
    );
    expect(paths('enterpriseAdministrator')[0]).toBe('/user/enterpriseAdministrator');
  });

  it('finds Chinese titles', () => {
    const zh = createMenuSearch(menuSearchEntries(tree, 'zh'));
    expect(zh('smtp-zh')[0]?.path).toBe('/setting/mail/smtp');
  });

  it('returns nothing for an empty query or one too far from every title', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('zzqxv')).toEqual([]);
  });
});

describe('header search by pinyin (Chinese titles)', () => {
  const chinese = (node: ReturnType<typeof menuNode>, title: string) => {
    node.meta.title = title;
    return node;
  };
  const zhTree = [
    chinese(
      menuNode('/baseinfo', 'baseinfo', {
        children: [
          chinese(menuNode('companyManage', 'companyManage'), '企业管理'),
          chinese(menuNode('companyAttr', 'companyAttr'), '企业属性'),
        ],
      }),
      '企业信息',
    ),
    chinese(
      menuNode('/setting', 'setting', {
        children: [
          chinese(menuNode('userLog', 'userLog'), '操作日志'),
          chinese(menuNode('roleManage', 'roleManage'), '角色管理'),
        ],
      }),
      '系统设置',
    ),
  ];
  const entries = menuSearchEntries(zhTree, 'zh');
  const search = createMenuSearch(entries, PinyinMatch.match);
  const paths = (query: string) => search(query).map((e) => e.path);

  it('matches full pinyin, initials and a mix, own titles first', () => {
    expect(paths('qiyeguanli')[0]).toBe('/baseinfo/companyManage');
    expect(paths('qygl')[0]).toBe('/baseinfo/companyManage');
    expect(paths('QYGL')[0]).toBe('/baseinfo/companyManage');
    expect(paths('caozuo')).toEqual(['/setting/userLog']);
    expect(paths('jsgl')[0]).toBe('/setting/roleManage');
  });

  it('ranks a page by its own title before pages of a matching group', () => {
    // 系统设置 (xitong) matches both settings pages only through their group.
    expect(paths('xitong')).toEqual(expect.arrayContaining(['/setting/userLog', '/setting/roleManage']));
    // "guanli" is in 企业管理's and 角色管理's own titles, never through a group.
    expect(paths('guanli').slice(0, 2).sort()).toEqual(['/baseinfo/companyManage', '/setting/roleManage']);
  });

  it('leaves queries with other characters to the fuzzy search', () => {
    expect(paths('企业')).toContain('/baseinfo/companyManage');
    expect(paths('zzqxv')).toEqual([]);
  });

  it('without a matcher (English, or still loading), pinyin finds nothing', () => {
    expect(createMenuSearch(entries)('qygl')).toEqual([]);
  });
});
