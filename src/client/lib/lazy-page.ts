import { type ComponentType, lazy } from 'react';

/** A page's chunk, loaded when the page is first shown: `lazyPage(() => import('./x'), 'XPage')`. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
