import { Spin } from 'antd';
import { lazy, Suspense, use, type ComponentProps } from 'react';
import { hasSchemas, loadDefinition } from './resource-definitions';
import type { AnyResource } from './types';

/**
 * The form and the import dialog load when first opened (and are prefetched when the pointer
 * or focus reaches a button that opens them): a list page shows without their code. The form
 * also loads the resource's zod schemas then (`loadDefinition`): the page itself only has the
 * resource's description.
 */
const loadForm = () => import('./resource-form');
const loadImport = () => import('./import-dialog');
const ResourceFormChunk = lazy(() => loadForm().then((m) => ({ default: m.ResourceForm })));
const ImportDialogChunk = lazy(() => loadImport().then((m) => ({ default: m.ImportDialog })));

/** Prefetches the form's code and, given the resource, its schemas. */
export function preloadResourceForm(resource?: AnyResource): void {
  void loadForm();
  if (resource) loadDefinition(resource).catch(() => undefined);
}

export function preloadImportDialog(): void {
  void loadImport();
}

type LazyResourceFormProps = Omit<ComponentProps<typeof ResourceFormChunk>, 'definition'> & {
  definition: AnyResource;
};

/** The form with its resource's definition: suspends while the schemas load. */
function DefinedForm({ definition, ...props }: LazyResourceFormProps) {
  const defined = hasSchemas(definition) ? definition : use(loadDefinition(definition));
  return <ResourceFormChunk definition={defined} {...props} />;
}

export function LazyResourceForm(props: LazyResourceFormProps) {
  return (
    <Suspense fallback={props.open ? <Spin fullscreen /> : null}>
      <DefinedForm {...props} />
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
