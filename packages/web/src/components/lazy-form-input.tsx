import Input from 'antd/es/input/Input';
import { lazy, Suspense } from 'react';
import type { FormInput } from '@/engine/types';

/**
 * A feature's own form input that loads with the form, not with the page: the engine's form is
 * lazy, but an input passed in `formInputs` was imported by the list page, and with it antd's
 * Form (~21 KB gzip) for `Form.useWatch` and the like. A disabled input stands in meanwhile.
 */
export function lazyFormInput(load: () => Promise<FormInput>): FormInput {
  const Chunk = lazy(() => load().then((input) => ({ default: input })));
  const LazyFormInput: FormInput = (props) => (
    <Suspense fallback={<Input id={props.id} disabled />}>
      <Chunk {...props} />
    </Suspense>
  );
  return LazyFormInput;
}
