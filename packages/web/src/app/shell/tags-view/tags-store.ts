import { createStore } from '@/lib/create-store';
import { onSessionReset } from '@/lib/session/sign-out';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  withAffix,
  type VisitedView,
} from './tags-rules';

interface TagsState {
  views: VisitedView[];
}

export const tagsStore = createStore<TagsState>({ views: [] });

export const tagsActions = {
  add: (view: VisitedView) => tagsStore.set((s) => ({ views: addView(s.views, view) })),
  ensureAffix: (affix: VisitedView[]) => tagsStore.set((s) => ({ views: withAffix(s.views, affix) })),
  close: (view: VisitedView) => tagsStore.set((s) => ({ views: closeView(s.views, view) })),
  closeOthers: (view: VisitedView) => tagsStore.set((s) => ({ views: closeOtherViews(s.views, view) })),
  closeAll: () => tagsStore.set((s) => ({ views: closeAllViews(s.views) })),
  reset: () => tagsStore.set({ views: [] }),
};

onSessionReset(tagsActions.reset);
