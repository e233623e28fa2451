import { matchPath } from 'react-router-dom';

/**
 * Tags view (visited views) rules, after vue-element-admin's `tagsView` store and TagsView
 * component. Pure functions: the store applies them, the component decides where to go.
 */

export interface VisitedView {
  /** Location pathname, params included: one tab per path (`/x/detail/1` and `/x/detail/2` are two). */
  path: string;
  /** Pathname + search: where the tab leads. */
  fullPath: string;
  /** Route name. */
  name: string;
  title: { zh: string; en: string };
  affix: boolean;
}

/** The home route: closing its last tab reopens it instead of leaving an empty view. */
export const HOME_ROUTE_NAMES: readonly string[] = ['dashboard', 'dashboardIndex', 'index'];

/** What the tags view needs of a page's route. */
export interface TaggedRoute {
  name: string;
  path: string;
  title: { zh: string; en: string };
  trail: readonly { name: string; path: string; title: { zh: string; en: string } }[];
}

/**
 * The tag a page opens: its own, or for a tab of a record's detail page (`/icu/wardSettings/1/beds`
 * under `/icu/wardSettings/:id`) the detail page's, so a record's tabs share one tag and the tag
 * returns to the tab last shown.
 */
export function tagOf(route: TaggedRoute, pathname: string): Pick<VisitedView, 'path' | 'name' | 'title'> {
  const parent = route.trail.at(-2);
  if (!parent?.path.includes('/:') || !route.path.startsWith(`${parent.path}/`)) {
    return { path: pathname, name: route.name, title: route.title };
  }
  const depth = parent.path.split('/').length;
  return { path: pathname.split('/').slice(0, depth).join('/'), name: parent.name, title: parent.title };
}

/** Adds a view, or refreshes its query string when the path is already open. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  const existing = views[index];
  if (existing && existing.fullPath === view.fullPath) return [...views];
  return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath } : v));
}

/** Affixed tabs first, in route order, without duplicates. */
export function withAffix(views: readonly VisitedView[], affix: readonly VisitedView[]): VisitedView[] {
  let out = [...views];
  for (const view of [...affix].reverse()) {
    if (!out.some((v) => v.path === view.path)) out = [view, ...out];
  }
  return out;
}

/** Close: an affixed tab cannot be closed. */
export function closeView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  if (view.affix) return [...views];
  return views.filter((v) => v.path !== view.path);
}

/** Close Others: keep affixed tabs and the chosen one. */
export function closeOtherViews(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  return views.filter((v) => v.affix || v.path === view.path);
}

/** Close All: only affixed tabs remain. */
export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/**
 * vue-element-admin `toLastView`: after the active tab went away, open the last remaining tab;
 * with none left, reopen home (through the refresh route) or go to `/`.
 */
export function lastViewTarget(remaining: readonly VisitedView[], closed: VisitedView): string {
  const latest = remaining.at(-1);
  if (latest) return latest.fullPath;
  if (HOME_ROUTE_NAMES.includes(closed.name)) return `/redirect${closed.fullPath}`;
  return '/';
}

/** Where to navigate after closing `closed` while `activePath` is shown; null = stay. */
export function targetAfterClose(
  remaining: readonly VisitedView[],
  closed: VisitedView,
  activePath: string,
): string | null {
  if (closed.affix || closed.path !== activePath) return null;
  return lastViewTarget(remaining, closed);
}

/** Where to navigate after Close All: stay on an affixed tab, else the last remaining one. */
export function targetAfterCloseAll(
  remaining: readonly VisitedView[],
  active: VisitedView | undefined,
): string | null {
  if (!active) return remaining.at(-1)?.fullPath ?? '/';
  if (remaining.some((v) => v.path === active.path)) return null;
  return lastViewTarget(remaining, active);
}

/** Close Others keeps the chosen tab open and shows it. */
export function targetAfterCloseOthers(view: VisitedView, activePath: string): string | null {
  return view.path === activePath ? null : view.fullPath;
}

/** The refresh route of a tab (SPEC `/redirect/{path}`). */
export function refreshTarget(view: VisitedView): string {
  return `/redirect${view.fullPath}`;
}

/** What a stored tab must resolve to: a route of the user's table (React Router pattern). */
export interface TagRoute {
  name: string;
  path: string;
  title: { zh: string; en: string };
  noTag: boolean;
  redirect: string | null;
}

/**
 * Tabs kept from an earlier visit (whatever localStorage held), as valid views: only those whose
 * path still matches a page route the user has, with that route's current name and title.
 * Affixed tabs are not restored here (the route table adds them).
 */
export function restoreViews(stored: unknown, routes: readonly TagRoute[]): VisitedView[] {
  if (!Array.isArray(stored)) return [];
  let out: VisitedView[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, fullPath } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/')) continue;
    const target = typeof fullPath === 'string' && fullPath.startsWith(path) ? fullPath : path;
    const route = routes.find(
      (candidate) =>
        !candidate.noTag && !candidate.redirect && matchPath({ path: candidate.path, end: true }, path),
    );
    if (!route) continue;
    out = addView(out, { path, fullPath: target, name: route.name, title: route.title, affix: false });
  }
  return out;
}
