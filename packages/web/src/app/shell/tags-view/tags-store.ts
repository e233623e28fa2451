import { PRODUCT } from '@/lib/config';
import { createStore } from '@/lib/create-store';
import { onSessionReset } from '@/lib/session/sign-out';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  restoreViews,
  withAffix,
  type TagRoute,
  type VisitedView,
} from './tags-rules';

interface TagsState {
  views: VisitedView[];
}

export const tagsStore = createStore<TagsState>({ views: [] });

/** Open tabs survive a reload, kept per user in localStorage. */
export function tagsStorageKey(userId: number): string {
  return `${PRODUCT}-tags-${userId}`;
}

/** The user whose tabs are kept (null: nothing is written). */
let owner: number | null = null;

function write(views: readonly VisitedView[]): void {
  if (owner === null) return;
  try {
    localStorage.setItem(tagsStorageKey(owner), JSON.stringify(views.filter((v) => !v.affix)));
  } catch {
    // storage unavailable: the tabs last for this page only
  }
}

tagsStore.subscribe(() => write(tagsStore.get().views));

export const tagsActions = {
  add: (view: VisitedView) => tagsStore.set((s) => ({ views: addView(s.views, view) })),
  ensureAffix: (affix: VisitedView[]) => tagsStore.set((s) => ({ views: withAffix(s.views, affix) })),
  close: (view: VisitedView) => tagsStore.set((s) => ({ views: closeView(s.views, view) })),
  closeOthers: (view: VisitedView) => tagsStore.set((s) => ({ views: closeOtherViews(s.views, view) })),
  closeAll: () => tagsStore.set((s) => ({ views: closeAllViews(s.views) })),
  /**
   * Starts keeping the tabs of `userId`: the stored tabs whose routes still exist come back
   * (after the affixed ones, before those opened since). Once per user and page load.
   */
  restore(userId: number, routes: readonly TagRoute[]) {
    if (owner !== userId) {
      owner = null;
      let stored: unknown = null;
      try {
        stored = JSON.parse(localStorage.getItem(tagsStorageKey(userId)) ?? 'null');
      } catch {
        // a broken value is ignored
      }
      const restored = restoreViews(stored, routes);
      owner = userId;
      tagsStore.set((s) => {
        const affix = s.views.filter((v) => v.affix);
        const others = s.views.filter((v) => !v.affix).reduce(addView, restored);
        return { views: [...affix, ...others.filter((v) => !affix.some((a) => a.path === v.path))] };
      });
      write(tagsStore.get().views);
    }
  },
  /** Logout: forget the tabs, kept ones included. */
  reset: () => {
    if (owner !== null) {
      try {
        localStorage.removeItem(tagsStorageKey(owner));
      } catch {
        // nothing stored
      }
    }
    owner = null;
    tagsStore.set({ views: [] });
  },
};

onSessionReset(tagsActions.reset);
