import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code now; once it is here, the part renders at once instead of suspending. */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads when it is first rendered, as React's `lazy`, with `preload()` to
 * load it ahead. A part whose code is here renders in the same pass as its parent: the hydrated
 * home page must not suspend on code, because an update of its frame (the salon arriving) that
 * reached a part still waiting for its code would make React draw that part again.
 */
export function lazyPart<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m[name];
      },
      (e: unknown) => {
        // a failed load is tried again the next time (the page's error boundary offers a retry)
        loading = undefined;
        throw e;
      },
    ));
  type Module = { default: ComponentType<P> };
  const Lazy = lazy((): Promise<Module> => {
    const here = loaded;
    // React takes any thenable: one that answers at once lets it render without suspending
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves at once is the point here
    if (here) return { then: (done: (m: Module) => void) => done({ default: here }) } as Promise<Module>;
    return preload().then(() => ({ default: loaded as ComponentType<P> }));
  });
  return Object.assign(Lazy, { preload });
}

/** A page's chunk, loaded when the page is first shown: `lazyPage(() => import('./x'), 'XPage')`. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPart(load, name);
