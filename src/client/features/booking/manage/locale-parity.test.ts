import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/manage.json';
import zh from '../../../locales/zh/manage.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
const get = (obj: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);

describe('my bookings translations', () => {
  it('has every English key in Chinese, with the same placeholders and no empty text', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      expect(placeholders(String(get(zh, key))), key).toEqual(placeholders(String(get(en, key))));
      expect(String(get(zh, key)).trim(), key).not.toBe('');
    }
  });
});
