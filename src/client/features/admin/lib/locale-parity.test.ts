import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import zh from '../../../locales/zh/admin.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

describe('admin translations', () => {
  it('has every English key in Chinese, and no extra ones', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('keeps the same placeholders in both languages', () => {
    const get = (obj: unknown, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(en)) {
      expect(placeholders(String(get(zh, key))), key).toEqual(placeholders(String(get(en, key))));
    }
  });

  it('has no empty texts', () => {
    const get = (obj: unknown, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(en)) {
      expect(String(get(en, key)).trim(), key).not.toBe('');
      expect(String(get(zh, key)).trim(), key).not.toBe('');
    }
  });
});
