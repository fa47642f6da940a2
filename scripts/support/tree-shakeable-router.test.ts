import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shakeableRouterSource } from './tree-shakeable-router';

/** The installed React Router's ES files, as the client build reads them. */
const folder = dirname(createRequire(import.meta.url).resolve('react-router'));
const published = readdirSync(folder)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(folder, name), 'utf8'))
  .join('\n');
const built = shakeableRouterSource(published);

const count = (code: string, pattern: RegExp) => code.match(pattern)?.length ?? 0;
const FACTORY = /\bReact\d*\.(createContext|forwardRef|memo)\(/g;
const PURE_FACTORY = /\/\* @__PURE__ \*\/ React\d*\.(createContext|forwardRef|memo)\(/g;
const WARNING = /(?<!function )\b(warning|warnOnce|warningOnce)\(/g;
const PURE_WARNING = /\/\* @__PURE__ \*\/ (warning|warnOnce|warningOnce)\(/g;

describe('the client build’s reading of React Router', () => {
  it('marks every context and component factory pure', () => {
    expect(count(published, FACTORY)).toBeGreaterThan(10);
    expect(count(built, PURE_FACTORY)).toBe(count(published, FACTORY));
  });

  it('drops the display names that keep its components alive', () => {
    expect(count(published, /\.displayName = "/g)).toBeGreaterThan(5);
    expect(count(built, /\.displayName = "/g)).toBe(0);
  });

  it('turns off its developer warnings, as its own production build does', () => {
    expect(published).toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(built).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(built).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(count(published, WARNING)).toBeGreaterThan(10);
    expect(count(built, PURE_WARNING)).toBe(count(published, WARNING));
  });
});
