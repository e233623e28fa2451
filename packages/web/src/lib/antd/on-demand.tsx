import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * antd parts that a component imports for one prop the console never passes, and that every page
 * using the component carried (ADR 16 item 9). `vite.config.ts` gives the importing antd module
 * these stand-ins, which load the real part the first time it renders (nothing shows until then):
 * - the Table's filter dropdown imports Tree for `filterMode: 'tree'` (~15 KB gzip);
 * - Card imports Tabs for `tabList` (~11 KB);
 * - Typography imports its editor, and with it TextArea, for `editable` (~4 KB);
 * - Result imports its 403, 404 and 500 illustrations whatever the status (~9 KB): they load
 *   when shown, in a box of their size meanwhile (the page does not move when they arrive).
 * Radio.Group imports one function of the form's `useForm` module, which brought the form's whole
 * store along (~7 KB): it gets `toNamePathStr` from here, the same function.
 */
function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(load);
  const OnDemand = (props: P) => createElement(Suspense, { fallback }, createElement(Lazy, props));
  // Only antd's own module renders it, with the part's props.
  return OnDemand as ComponentType<object>;
}

export const FilterTree = onDemand(() => import('antd/es/tree'));
export const CardTabs = onDemand(() => import('antd/es/tabs'));
export const TypographyEditable = onDemand(() => import('antd/es/typography/Editable'));

/** The box antd's Result illustrations draw in (252 × 294). */
const illustrationBox = createElement('span', {
  style: { display: 'inline-block', width: 252, height: 294 },
  'aria-hidden': true,
});
export const ResultNotFound = onDemand(() => import('antd/es/result/noFound'), illustrationBox);
export const ResultServerError = onDemand(() => import('antd/es/result/serverError'), illustrationBox);
export const ResultUnauthorized = onDemand(() => import('antd/es/result/unauthorized'), illustrationBox);

/** antd's `toNamePathStr` (form/hooks/useForm, with form/util's `toArray`), as Radio.Group calls it. */
export function toNamePathStr(name: unknown): string {
  const path = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return path.join('_');
}
