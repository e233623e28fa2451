import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  refreshTarget,
  restoreViews,
  tagOf,
  targetAfterClose,
  targetAfterCloseAll,
  targetAfterCloseOthers,
  withAffix,
  type VisitedView,
} from './tags-rules';

function view(path: string, options: Partial<VisitedView> = {}): VisitedView {
  return {
    path,
    fullPath: path,
    name: path.slice(1) || 'root',
    title: { zh: path, en: path },
    affix: false,
    ...options,
  };
}

const dashboard = view('/dashboard', { name: 'dashboard', affix: true });
const rooms = view('/room/roomList', { name: 'roomList' });
const lives = view('/live/liveManage', { name: 'liveManage' });
const accounts = view('/device/accounts', { name: 'accounts', affix: true });

describe('tags view rules', () => {
  it('adds a view once per path and follows its query', () => {
    let views = addView([], rooms);
    views = addView(views, rooms);
    expect(views).toHaveLength(1);
    views = addView(views, { ...rooms, fullPath: '/room/roomList?page=2' });
    expect(views).toEqual([{ ...rooms, fullPath: '/room/roomList?page=2' }]);
  });

  it('puts affixed tabs first without duplicates', () => {
    const views = withAffix([rooms, dashboard], [dashboard, accounts]);
    expect(views.map((v) => v.path)).toEqual(['/device/accounts', '/room/roomList', '/dashboard']);
    expect(withAffix([], [dashboard, accounts]).map((v) => v.path)).toEqual([
      '/dashboard',
      '/device/accounts',
    ]);
  });

  it('Close cannot close an affixed tab', () => {
    expect(closeView([dashboard, rooms], dashboard)).toEqual([dashboard, rooms]);
    expect(closeView([dashboard, rooms], rooms)).toEqual([dashboard]);
  });

  it('closing the active tab goes to the last remaining one', () => {
    const remaining = closeView([dashboard, rooms, lives], lives);
    expect(targetAfterClose(remaining, lives, '/live/liveManage')).toBe('/room/roomList');
  });

  it('closing another tab stays where it is', () => {
    const remaining = closeView([dashboard, rooms, lives], rooms);
    expect(targetAfterClose(remaining, rooms, '/live/liveManage')).toBeNull();
  });

  it('closing the last tab goes home, or refreshes home when it was home', () => {
    const home = view('/dashboard', { name: 'dashboard' });
    expect(targetAfterClose([], rooms, '/room/roomList')).toBe('/');
    expect(targetAfterClose([], home, '/dashboard')).toBe('/redirect/dashboard');
  });

  it('Close Others keeps affixed tabs and the chosen one, and shows it', () => {
    expect(closeOtherViews([dashboard, rooms, lives, accounts], rooms)).toEqual([dashboard, rooms, accounts]);
    expect(targetAfterCloseOthers(rooms, '/live/liveManage')).toBe('/room/roomList');
    expect(targetAfterCloseOthers(rooms, '/room/roomList')).toBeNull();
  });

  it('Close All keeps affixed tabs; stays on an affixed page, else goes to the last one left', () => {
    const views = [dashboard, rooms, lives, accounts];
    const remaining = closeAllViews(views);
    expect(remaining).toEqual([dashboard, accounts]);
    expect(targetAfterCloseAll(remaining, dashboard)).toBeNull();
    expect(targetAfterCloseAll(remaining, rooms)).toBe('/device/accounts');
    expect(targetAfterCloseAll([], rooms)).toBe('/');
  });

  it('Refresh goes through the redirect route with the query', () => {
    expect(refreshTarget({ ...rooms, fullPath: '/room/roomList?page=3' })).toBe(
      '/redirect/room/roomList?page=3',
    );
  });

  it('opens one tab per detail page: the same route with another id is another tab', () => {
    const one = view('/baseinfo/companyDetail/1', { name: 'companyDetail' });
    const two = view('/baseinfo/companyDetail/2', { name: 'companyDetail' });
    let views = addView([], one);
    views = addView(views, two);
    views = addView(views, one);
    expect(views.map((v) => v.path)).toEqual(['/baseinfo/companyDetail/1', '/baseinfo/companyDetail/2']);
    expect(closeView(views, one)).toEqual([two]);
    expect(closeOtherViews(views, two)).toEqual([two]);
  });

  it("restores stored tabs whose routes still exist, with the routes' titles", () => {
    const title = { zh: '企业详情', en: 'Company detail' };
    const routes = [
      { name: 'companyDetail', path: '/baseinfo/companyDetail/:id', title, noTag: false, redirect: null },
      {
        name: 'roomList',
        path: '/room/roomList',
        title: { zh: '会议室', en: 'Rooms' },
        noTag: false,
        redirect: null,
      },
      { name: '404', path: '/404', title: { zh: '404', en: '404' }, noTag: true, redirect: null },
    ];
    const stored = [
      {
        path: '/baseinfo/companyDetail/1',
        fullPath: '/baseinfo/companyDetail/1?tab=a',
        title: { zh: 'x', en: 'x' },
      },
      { path: '/baseinfo/companyDetail/2', fullPath: 'https://evil.example/' },
      { path: '/gone/page', fullPath: '/gone/page' },
      { path: '/404', fullPath: '/404' },
      { path: '/room/roomList' },
      { path: '/room/roomList' },
      'junk',
      null,
    ];
    expect(restoreViews(stored, routes)).toEqual([
      {
        path: '/baseinfo/companyDetail/1',
        fullPath: '/baseinfo/companyDetail/1?tab=a',
        name: 'companyDetail',
        title,
        affix: false,
      },
      {
        path: '/baseinfo/companyDetail/2',
        fullPath: '/baseinfo/companyDetail/2',
        name: 'companyDetail',
        title,
        affix: false,
      },
      {
        path: '/room/roomList',
        fullPath: '/room/roomList',
        name: 'roomList',
        title: { zh: '会议室', en: 'Rooms' },
        affix: false,
      },
    ]);
    expect(restoreViews({ not: 'a list' }, routes)).toEqual([]);
  });

  it("gives a record's tabs the tag of its detail page and keeps other pages' own", () => {
    const title = (zh: string) => ({ zh, en: zh });
    const settings = { name: 'wardSettings', path: '/icu/wardSettings/:id', title: title('病区设置') };
    const bedsTab = {
      name: 'icuBedManagement',
      path: '/icu/wardSettings/:id/bedManagement',
      title: title('床位管理'),
      trail: [
        { name: 'icu', path: '/icu', title: title('ICU探视') },
        settings,
        { name: 'icuBedManagement', path: '/icu/wardSettings/:id/bedManagement', title: title('床位管理') },
      ],
    };
    expect(tagOf(bedsTab, '/icu/wardSettings/7/bedManagement')).toEqual({
      path: '/icu/wardSettings/7',
      name: 'wardSettings',
      title: title('病区设置'),
    });
    // A record page under a plain menu is its own tag.
    const patient = {
      name: 'patientDetail',
      path: '/icu/patientDetail/:id',
      title: title('患者详情'),
      trail: [
        { name: 'icu', path: '/icu', title: title('ICU探视') },
        { name: 'patientDetail', path: '/icu/patientDetail/:id', title: title('患者详情') },
      ],
    };
    expect(tagOf(patient, '/icu/patientDetail/3')).toEqual({
      path: '/icu/patientDetail/3',
      name: 'patientDetail',
      title: title('患者详情'),
    });
    // Two tabs of one record: one tag, leading to the last tab shown.
    let views = addView([], {
      ...tagOf(bedsTab, '/icu/wardSettings/7/bedManagement'),
      fullPath: '/icu/wardSettings/7/bedManagement',
      affix: false,
    });
    views = addView(views, {
      ...tagOf(bedsTab, '/icu/wardSettings/7/bedManagement'),
      fullPath: '/icu/wardSettings/7/visitingHours',
      affix: false,
    });
    expect(views.map((v) => v.fullPath)).toEqual(['/icu/wardSettings/7/visitingHours']);
  });
});
