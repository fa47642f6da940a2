/**
 * Both languages complete: every key of an English file exists in the Chinese one (plural forms:
 * Chinese needs only `_other`), no Chinese text is left in English, and both sides use the same
 * {{placeholders}}.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const load = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(dir, lang, ns), 'utf8')) as Tree);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The same in both languages on purpose: names, brand, codes and formats with no words. */
const SAME_ON_PURPOSE = new Set([
  'common:app.name',
  'common:language.en',
  'common:language.zh',
  'admin:brand.name',
]);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const hasLetters = (s: string) => /[A-Za-z]{2,}/.test(s.replace(/\{\{[^}]*\}\}/g, ''));

const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has the same files for en and zh', () => {
    expect(
      readdirSync(join(dir, 'zh'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    describe(ns, () => {
      const en = load('en', ns);
      const zh = load('zh', ns);
      const name = ns.replace('.json', '');

      it('has every English key in Chinese', () => {
        const missing = [...en.keys()].filter((k) => {
          if (zh.has(k)) return false;
          const m = PLURAL.exec(k);
          return !(m && zh.has(k.replace(PLURAL, '_other')));
        });
        expect(missing).toEqual([]);
      });

      it('has no Chinese key that English lacks', () => {
        const extra = [...zh.keys()].filter(
          (k) =>
            !en.has(k) &&
            !(PLURAL.test(k) && [...en.keys()].some((e) => e.replace(PLURAL, '') === k.replace(PLURAL, ''))),
        );
        expect(extra).toEqual([]);
      });

      it('translates every text that has words (no English left in Chinese)', () => {
        const untranslated = [...en.entries()].filter(([k, v]) => {
          const z = zh.get(k) ?? zh.get(k.replace(PLURAL, '_other'));
          return z !== undefined && z === v && hasLetters(v) && !SAME_ON_PURPOSE.has(`${name}:${k}`);
        });
        expect(untranslated.map(([k]) => k)).toEqual([]);
      });

      it('uses the same placeholders in both languages', () => {
        const differ = [...zh.entries()].filter(([k, z]) => {
          const e = en.get(k) ?? en.get(k.replace(PLURAL, '_other'));
          return e !== undefined && placeholders(e).join() !== placeholders(z).join();
        });
        expect(differ.map(([k]) => k)).toEqual([]);
      });

      it('has no empty texts', () => {
        expect([...en.entries(), ...zh.entries()].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
      });
    });
  }
});
