/**
 * The one parity test of the app's translations (every namespace, both languages): the same keys
 * in both; each language has at least its own plural forms as i18next asks for them
 * (Intl.PluralRules: English `_one` and `_other`, Chinese only `_other`), and Chinese also carries
 * English's `_one` as a copy of its `_other` (i18next never reads it, but a translator's or a
 * tool's key-by-key check finds every key in both files); no English left in the Chinese texts;
 * the same {{placeholders}} on both sides; no empty text.
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
/** The plural forms i18next looks up in a language (`_zero` is optional in every language). */
const formsOf = (lang: string) => new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
const LANGS = ['en', 'zh'] as const;
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
      // a plural form only where the text has an `_other` (so a key like `field.too_many` stays plain)
      const counted = (k: string) =>
        PLURAL.test(k) &&
        (en.has(`${k.replace(PLURAL, '')}_other`) || zh.has(`${k.replace(PLURAL, '')}_other`));

      it('has the same keys in both languages', () => {
        expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('gives a Chinese `_one` the very text of its `_other` (Chinese has one plural form)', () => {
        const differ = [...zh.keys()]
          .filter((k) => counted(k) && k.endsWith('_one'))
          .filter((k) => zh.get(k) !== zh.get(k.replace(PLURAL, '_other')));
        expect(differ).toEqual([]);
      });

      it("gives every counted text each language's own plural forms, and no others", () => {
        const files = { en, zh };
        const bases = new Set([...en.keys(), ...zh.keys()].filter(counted).map((k) => k.replace(PLURAL, '')));
        const wrong: string[] = [];
        for (const lang of LANGS) {
          const forms = formsOf(lang);
          // Chinese carries English's forms too (checked above to copy its `_other`)
          const allowed = lang === 'zh' ? new Set([...forms, ...formsOf('en')]) : forms;
          for (const base of bases) {
            for (const form of forms)
              if (!files[lang].has(`${base}_${form}`)) wrong.push(`${lang}: ${base}_${form} missing`);
            for (const key of files[lang].keys()) {
              const form = PLURAL.exec(key)?.[1];
              if (form && key.replace(PLURAL, '') === base && form !== 'zero' && !allowed.has(form as never))
                wrong.push(`${lang}: ${key} is not a ${lang} plural form`);
            }
          }
        }
        expect(wrong).toEqual([]);
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
