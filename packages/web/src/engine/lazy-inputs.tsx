import { Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Inputs that pull in large antd parts (date pickers, the tree, image preview) load on first use,
 * so a list of a resource without such fields does not pay for them.
 */
const DateInputChunk = lazy(() => import('./date-input').then((m) => ({ default: m.DateInput })));
const DateRangeInputChunk = lazy(() => import('./date-input').then((m) => ({ default: m.DateRangeInput })));
const MenuTreeInputChunk = lazy(() =>
  import('./menu-tree-input').then((m) => ({ default: m.MenuTreeInput })),
);
const ImageInputChunk = lazy(() => import('./image-input').then((m) => ({ default: m.ImageInput })));
const ImageValueChunk = lazy(() => import('./image-value').then((m) => ({ default: m.ImageValue })));

const inputFallback = <Input disabled />;

export function LazyDateInput(props: ComponentProps<typeof DateInputChunk>) {
  return (
    <Suspense fallback={inputFallback}>
      <DateInputChunk {...props} />
    </Suspense>
  );
}

export function LazyDateRangeInput(props: ComponentProps<typeof DateRangeInputChunk>) {
  return (
    <Suspense fallback={inputFallback}>
      <DateRangeInputChunk {...props} />
    </Suspense>
  );
}

export function LazyMenuTreeInput(props: ComponentProps<typeof MenuTreeInputChunk>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <MenuTreeInputChunk {...props} />
    </Suspense>
  );
}

export function LazyImageInput(props: ComponentProps<typeof ImageInputChunk>) {
  return (
    <Suspense fallback={inputFallback}>
      <ImageInputChunk {...props} />
    </Suspense>
  );
}

export function LazyImageValue(props: ComponentProps<typeof ImageValueChunk>) {
  return (
    <Suspense fallback={null}>
      <ImageValueChunk {...props} />
    </Suspense>
  );
}
