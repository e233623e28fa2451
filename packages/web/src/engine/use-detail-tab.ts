import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The open tab of a detail page. SPEC tab routes (`…/{id}/permission`) open the same page as the
 * detail itself; switching tabs then keeps one page (and one tags-view tab) and says `?tab=`.
 * The query wins, then the last path segment, then the first tab.
 */
export function useDetailTab<T extends string>(tabs: readonly [T, ...T[]]) {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const isTab = (value: string | null | undefined): value is T => tabs.includes(value as T);
  const fromQuery = search.get('tab');
  const fromPath = pathname.split('/').filter(Boolean).at(-1);
  const active: T = isTab(fromQuery) ? fromQuery : isTab(fromPath) ? fromPath : tabs[0];
  const onTabChange = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return { active, onTabChange };
}
