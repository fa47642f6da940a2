/**
 * React Router ships as one large module whose top level keeps almost all of it alive for the
 * tree-shaker: its contexts and components are made by calls into React (`createContext`,
 * `forwardRef`, `memo`) that the bundler cannot know are pure, and named by `displayName`
 * assignments, which count as side effects. So `/` downloaded the framework-mode and data-router
 * parts (Form, fetchers, prefetch links, scroll restoration) that the app never renders. This marks
 * those calls pure and drops the names (read only by React DevTools), so that only what the app
 * uses stays. The package also exports only its development build: its developer warnings
 * (`warning(...)` calls and the `ENABLE_DEV_WARNINGS` parts, which its production build turns off)
 * are dropped the same way. Build only; the dev server keeps the library as published, warnings
 * and all.
 *
 * The patterns are matched against the published files (7.18): `tree-shakeable-router.test.ts`
 * fails when an upgrade changes them, rather than the first load silently growing again.
 */
import type { Plugin } from 'vite';

export const REACT_ROUTER_FILE = /node_modules\/react-router\/dist\/[\w/-]+\.mjs$/;

const REACT_FACTORY = /\b(React\d*)\.(createContext|forwardRef|memo)\(/g;
const DISPLAY_NAME = /^\s*[\w$]+\.displayName = "[^"\n]*";$/gm;
const DEV_WARNINGS_ON = 'var ENABLE_DEV_WARNINGS = true;';
const WARNING_CALL = /(?<!function )\b(warning|warnOnce|warningOnce)\(/g;

/** One of React Router's files as the build reads it. */
export function shakeableRouterSource(code: string): string {
  return code
    .replace(REACT_FACTORY, '/* @__PURE__ */ $1.$2(')
    .replace(DISPLAY_NAME, '')
    .replace(DEV_WARNINGS_ON, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(WARNING_CALL, '/* @__PURE__ */ $1(');
}

export function treeShakeableRouter(): Plugin {
  return {
    name: 'tress-tree-shakeable-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler: (code) => ({ code: shakeableRouterSource(code), map: null }),
    },
  };
}
