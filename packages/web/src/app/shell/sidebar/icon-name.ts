/**
 * Menu icons are antd icon names (`TeamOutlined`); records typed by hand may say `team` or
 * `user-add`. Both resolve to the same component name; unknown names get the fallback.
 */
export const FALLBACK_ICON = 'AppstoreOutlined';

export function iconComponentName(
  name: string | null | undefined,
  available: ReadonlySet<string>,
): string | null {
  if (!name) return null;
  const trimmed = name.trim();
  if (available.has(trimmed)) return trimmed;
  const pascal = trimmed
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  const candidate = /(Outlined|Filled|TwoTone)$/.test(pascal) ? pascal : `${pascal}Outlined`;
  return available.has(candidate) ? candidate : FALLBACK_ICON;
}
