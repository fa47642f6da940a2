/**
 * Two parts of the customer app's libraries that Tress never uses but that every first load of `/`
 * carried, because the library's own code names them where the tree-shaker cannot tell they are
 * unused:
 * - i18next's `Formatter` (the `{{value, number}}` formats of `Intl`): `init` installs it whenever
 *   no formatter module is given. Tress's translations use no formats (the test says so), so the
 *   build installs none.
 * - TanStack Query's infinite-query behaviour: `query.js` imports it for queries of the infinite
 *   kind, which Tress never makes (the test says so); the build puts a function that says so there.
 * Together 1.2 KB gzip. Build only. The patterns are matched against the published files
 * (i18next 27, query-core 5.108): `unused-library-parts.test.ts` fails when an upgrade changes
 * them, rather than the first load silently growing again.
 */
import type { Plugin } from 'vite';

export const I18NEXT_FILE = /node_modules\/i18next\/dist\/esm\/i18next\.js$/;
export const QUERY_FILE = /node_modules\/(?:.+\/)?@tanstack\/query-core\/build\/modern\/query\.js$/;

const FORMATTER_INSTALLED = 'formatter = Formatter;';
const INFINITE_IMPORT = 'import { infiniteQueryBehavior } from "./infiniteQueryBehavior.js";';
const NO_INFINITE =
  'const infiniteQueryBehavior = () => { throw new Error("Infinite queries are left out of this build (scripts/support/unused-library-parts.ts)."); };';

/** i18next as the build reads it: no built-in formatter. */
export function i18nextWithoutFormatter(code: string): string {
  return code.replace(FORMATTER_INSTALLED, 'formatter = undefined;');
}

/** TanStack Query's `query.js` as the build reads it: no infinite-query behaviour. */
export function queryWithoutInfinite(code: string): string {
  return code.replace(INFINITE_IMPORT, NO_INFINITE);
}

export function unusedLibraryParts(): Plugin {
  return {
    name: 'tress-unused-library-parts',
    apply: 'build',
    transform: {
      filter: { id: [I18NEXT_FILE, QUERY_FILE] },
      handler: (code, id) => ({
        code: I18NEXT_FILE.test(id) ? i18nextWithoutFormatter(code) : queryWithoutInfinite(code),
        map: null,
      }),
    },
  };
}
