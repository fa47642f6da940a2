/** Counted nouns go through i18next plurals: "1 service", "2 services", never "1 services" or "service(s)". */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = join(__dirname, 'en');

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

describe('English plurals', () => {
  const all = readdirSync(dir).flatMap((f) =>
    entries(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Tree, `${f}:`),
  );

  it('never writes "(s)"', () => {
    for (const [key, text] of all) expect(text, key).not.toMatch(/\(s\)/);
  });

  it('gives every message that counts a singular form', () => {
    for (const [key, text] of all) {
      if (!text.includes('{{count}}') || key.endsWith('_one') || key.endsWith('_other')) continue;
      // a count without a counted noun after it ("{{count}} pending", "({{count}} new)") needs none
      expect(text, key).not.toMatch(/\{\{count\}\} [a-z]+s\b/);
    }
  });
});
