import { Suspense, use, type ComponentType } from 'react';
import { iconComponentName } from './icon-name';

let iconsPromise: Promise<Record<string, ComponentType>> | null = null;
let loadedIcons: Record<string, ComponentType> | null = null;

function loadIcons(): Promise<Record<string, ComponentType>> {
  iconsPromise ??= import('./icon-map').then((icons: Record<string, ComponentType>) => {
    loadedIcons = icons;
    return icons;
  });
  return iconsPromise;
}

/** Loads the icon chunk ahead of the first menu render. */
export function preloadMenuIcons(): Promise<unknown> {
  return loadIcons();
}

function ResolvedIcon({ name }: { name: string }) {
  // once loaded, render without suspending (a suspended icon would delay the whole menu)
  const icons = loadedIcons ?? use(loadIcons());
  const componentName = iconComponentName(name, new Set(Object.keys(icons)));
  const Icon = componentName ? icons[componentName] : undefined;
  return Icon ? <Icon /> : null;
}

/** Keeps the icon's place while the icon chunk loads, so the menu does not shift. */
function IconSlot() {
  return <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Suspense fallback={<IconSlot />}>
      <ResolvedIcon name={name} />
    </Suspense>
  );
}
