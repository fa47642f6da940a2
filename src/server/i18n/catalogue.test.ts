import { describe, expect, it } from 'vitest';
import { api } from '#shared/contract/routes';
import { langOf, messages, translate } from './catalogue';

describe('server messages', () => {
  it('has every message in English and Chinese', () => {
    for (const [key, m] of Object.entries(messages)) {
      expect(m.en.trim(), key).not.toBe('');
      expect(m.zh.trim(), key).not.toBe('');
      expect(m.zh, key).not.toBe(m.en);
    }
  });

  it("has a message for every call's default error", () => {
    for (const def of Object.values(api)) expect(messages[def.fails], def.path).toBeDefined();
  });

  it('speaks Chinese to zh callers and English to everyone else', () => {
    expect(langOf('zh-CN,zh;q=0.9')).toBe('zh');
    expect(langOf('zh-TW')).toBe('zh');
    expect(langOf('en-GB')).toBe('en');
    expect(langOf(undefined)).toBe('en');
    expect(translate('zh', 'invalid_promo')).toBe('优惠码无效');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'promo_applied_percent', { percent: 20 })).toBe('Promo code applied: 20% off');
  });

  it('says "1 booking" and "2 bookings", never "booking(s)"', () => {
    expect(translate('en', 'stylist_has_bookings', { count: 1 })).toContain('has 1 upcoming booking.');
    expect(translate('en', 'stylist_has_bookings', { count: 2 })).toContain('has 2 upcoming bookings.');
    expect(translate('en', 'booked_pay_now', { minutes: 1, count: 1 })).toBe(
      'Your time is held for 1 minute while you pay',
    );
    for (const [key, m] of Object.entries(messages)) expect(m.en, key).not.toMatch(/\(s\)/);
  });

  it("chooses plural forms by each language's own rules (Chinese has one form)", () => {
    expect(translate('zh', 'stylist_has_bookings', { count: 1 })).toBe(
      messages.stylist_has_bookings.zh.replace('{count}', '1'),
    );
    expect(translate('en', 'stylist_has_bookings', { count: 0 })).toContain('has 0 upcoming bookings.');
  });

  it('keeps a placeholder without a value as written', () => {
    expect(translate('en', 'route_not_found', { method: 'GET' })).toBe('No such API call: GET {path}');
  });

  it('accepts only keys of the message files', () => {
    // @ts-expect-error: not a message key
    expect(translate('en', 'no_such_message')).toBe('no_such_message');
  });
});

describe('message files', () => {
  it('never define one key twice (a later file would silently win)', async () => {
    const files = await Promise.all([
      import('./messages/common'),
      import('./messages/booking'),
      import('./messages/admin'),
      import('./messages/payments'),
    ]);
    const keys = files.flatMap((m) => Object.values(m).flatMap((table) => Object.keys(table as object)));
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });
});
