import { Spin } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The form and the import dialog load when first opened (and are prefetched when the pointer
 * or focus reaches a button that opens them): a list page shows without their code.
 */
const loadForm = () => import('./resource-form');
const loadImport = () => import('./import-dialog');
const ResourceFormChunk = lazy(() => loadForm().then((m) => ({ default: m.ResourceForm })));
const ImportDialogChunk = lazy(() => loadImport().then((m) => ({ default: m.ImportDialog })));

export function preloadResourceForm(): void {
  void loadForm();
}

export function preloadImportDialog(): void {
  void loadImport();
}

export function LazyResourceForm(props: ComponentProps<typeof ResourceFormChunk>) {
  return (
    <Suspense fallback={props.open ? <Spin fullscreen /> : null}>
      <ResourceFormChunk {...props} />
    </Suspense>
  );
}

export function LazyImportDialog(props: ComponentProps<typeof ImportDialogChunk>) {
  return (
    <Suspense fallback={props.open ? <Spin fullscreen /> : null}>
      <ImportDialogChunk {...props} />
    </Suspense>
  );
}
