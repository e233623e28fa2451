import type { UserInfo } from '@console/contract/resources/identity';
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A page's module: the page, and what its first render will ask the server for, if it says. */
export interface PageModule<P extends object> {
  default: ComponentType<P>;
  /**
   * Asks for the page's first data (into the query cache) for this user. Called when the page is
   * the first one after a sign-in or a reload, as soon as the session's user is known, so that
   * the data loads while the console renders instead of after it.
   */
  prefetchData?: (user: UserInfo) => Promise<unknown>;
}

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Loads the chunk; once it has loaded, the component renders without suspending. */
  preload: () => Promise<PageModule<P>>;
};

/**
 * `React.lazy` with a preload. A lazy component suspends on its first render even when its
 * chunk is already there, and React throttles the reveal of a suspended boundary (~300 ms): on
 * the way from the login to the dashboard that is paid once per nested lazy level. A preloaded
 * page renders straight away.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<PageModule<P>> | undefined;
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
