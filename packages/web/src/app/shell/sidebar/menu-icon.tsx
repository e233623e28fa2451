import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { iconComponentName } from './icon-name';

interface LoadedIcons {
  icons: Record<string, ComponentType>;
  names: ReadonlySet<string>;
}

let iconsPromise: Promise<LoadedIcons> | null = null;
let loaded: LoadedIcons | null = null;
const listeners = new Set<() => void>();

function loadIcons(): Promise<LoadedIcons> {
  iconsPromise ??= import('./icon-map').then(
    (icons: Record<string, ComponentType>) => {
      loaded = { icons, names: new Set(Object.keys(icons)) };
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      iconsPromise = null; // a later menu render tries again
      throw error;
    },
  );
  return iconsPromise;
}

/** Loads the icon chunk ahead of the first menu render. */
export function preloadMenuIcons(): Promise<unknown> {
  return loadIcons();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Until the icon chunk is here each icon keeps its place with an empty slot (the menu does not
 * shift) and shows once it has loaded. No Suspense: a suspended icon per menu item made React
 * retry the menu's render for each of them (issue 12).
 */
function useIcons(): LoadedIcons | null {
  const icons = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (!icons) loadIcons().catch(() => undefined);
  }, [icons]);
  return icons;
}

function IconSlot() {
  return <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const loadedIcons = useIcons();
  if (!name) return null;
  if (!loadedIcons) return <IconSlot />;
  const componentName = iconComponentName(name, loadedIcons.names);
  const Icon = componentName ? loadedIcons.icons[componentName] : undefined;
  return Icon ? <Icon /> : null;
}
