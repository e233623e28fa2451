import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Loads the chunk; once it has loaded, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a preload. A lazy component suspends on its first render even when its
 * chunk is already there, and React throttles the reveal of a suspended boundary (~300 ms): on
 * the way from the login to the dashboard that is paid once per nested lazy level. A preloaded
 * page renders straight away.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  const Page: FunctionComponent<P> = (props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
