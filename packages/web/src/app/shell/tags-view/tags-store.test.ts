import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionState } from '@/lib/session/sign-out';
import type { VisitedView } from './tags-rules';
import { tagsActions, tagsStorageKey, tagsStore } from './tags-store';

const title = { zh: '企业详情', en: 'Company detail' };
const routes = [
  { name: 'companyDetail', path: '/baseinfo/companyDetail/:id', title, noTag: false, redirect: null },
];

function detail(id: number): VisitedView {
  const path = `/baseinfo/companyDetail/${id}`;
  return { path, fullPath: path, name: 'companyDetail', title, affix: false };
}
const home: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  name: 'dashboard',
  title: { zh: '首页', en: 'Dashboard' },
  affix: true,
};

describe('tags store', () => {
  beforeEach(() => {
    resetSessionState();
    localStorage.clear();
  });

  it('keys tabs by the full path: two detail pages are two tabs', () => {
    tagsActions.add(detail(1));
    tagsActions.add(detail(2));
    tagsActions.add(detail(1));
    expect(tagsStore.get().views.map((v) => v.path)).toEqual([
      '/baseinfo/companyDetail/1',
      '/baseinfo/companyDetail/2',
    ]);
  });

  it('keeps the tabs per user, restores them after a reload and forgets them on logout', () => {
    tagsActions.ensureAffix([home]);
    tagsActions.restore(7, routes);
    tagsActions.add(detail(1));
    tagsActions.add(detail(2));
    const stored = JSON.parse(localStorage.getItem(tagsStorageKey(7)) ?? '[]') as VisitedView[];
    expect(stored.map((v) => v.path)).toEqual(['/baseinfo/companyDetail/1', '/baseinfo/companyDetail/2']);
    expect(localStorage.getItem(tagsStorageKey(8))).toBeNull();

    // a reload: the page state is gone, the stored tabs come back after the affixed one
    const kept = localStorage.getItem(tagsStorageKey(7));
    resetSessionState();
    localStorage.setItem(tagsStorageKey(7), kept ?? '');
    tagsActions.add(detail(3));
    tagsActions.ensureAffix([home]);
    tagsActions.restore(7, routes);
    expect(tagsStore.get().views.map((v) => v.path)).toEqual([
      '/dashboard',
      '/baseinfo/companyDetail/1',
      '/baseinfo/companyDetail/2',
      '/baseinfo/companyDetail/3',
    ]);

    // another user starts from nothing
    resetSessionState();
    tagsActions.restore(8, routes);
    expect(tagsStore.get().views).toEqual([]);
    tagsActions.add(detail(9));

    resetSessionState();
    expect(tagsStore.get().views).toEqual([]);
    expect(localStorage.getItem(tagsStorageKey(8))).toBeNull();
  });

  it('drops stored tabs whose routes are gone', () => {
    localStorage.setItem(tagsStorageKey(7), JSON.stringify([detail(1), { ...detail(1), path: '/gone' }]));
    tagsActions.restore(7, []);
    expect(tagsStore.get().views).toEqual([]);
  });
});
