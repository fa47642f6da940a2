import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  I18NEXT_FILE,
  i18nextWithoutFormatter,
  QUERY_FILE,
  queryWithoutInfinite,
} from './unused-library-parts';

const require = createRequire(import.meta.url);
/** The files the client build reads: i18next's ES build, and the query core React Query uses. */
const i18nextFile = join(dirname(require.resolve('i18next/package.json')), 'dist/esm/i18next.js');
const queryCore = dirname(
  createRequire(require.resolve('@tanstack/react-query/package.json')).resolve(
    '@tanstack/query-core/package.json',
  ),
);
const queryFile = join(queryCore, 'build/modern/query.js');

/** Every file under a folder whose name ends with `ending`. */
function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ending))
    .map((e) => join(e.parentPath, e.name));
}
const clientRoot = new URL('../../src/client', import.meta.url).pathname;

describe('the client build’s reading of i18next', () => {
  const published = readFileSync(i18nextFile, 'utf8');

  it('installs no built-in formatter, so the Formatter is left out', () => {
    expect(I18NEXT_FILE.test(i18nextFile)).toBe(true);
    expect(published.split('formatter = Formatter;')).toHaveLength(2);
    const built = i18nextWithoutFormatter(published);
    expect(built).not.toContain('formatter = Formatter;');
    expect(built).toContain('formatter = undefined;');
  });

  it('is right to: no translation uses a format ({{value, format}})', () => {
    const withFormat = filesUnder(join(clientRoot, 'locales'), '.json').filter((file) =>
      /\{\{[^}]*,[^}]*\}\}/.test(readFileSync(file, 'utf8')),
    );
    expect(withFormat).toEqual([]);
  });
});

describe('the client build’s reading of TanStack Query', () => {
  const published = readFileSync(queryFile, 'utf8');

  it('leaves the infinite-query behaviour out', () => {
    expect(QUERY_FILE.test(queryFile)).toBe(true);
    const built = queryWithoutInfinite(published);
    expect(published).toContain('from "./infiniteQueryBehavior.js"');
    expect(built).not.toContain('from "./infiniteQueryBehavior.js"');
    expect(built).toContain('Infinite queries are left out of this build');
  });

  it('is right to: the app makes no infinite query', () => {
    const infinite =
      /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|InfiniteQueryObserver|(fetch|prefetch|ensure)InfiniteQuery(Data)?)\b/;
    const users = [...filesUnder(clientRoot, '.ts'), ...filesUnder(clientRoot, '.tsx')].filter((file) =>
      infinite.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});
