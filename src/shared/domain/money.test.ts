import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromCents, toCents } from './money';

describe('money', () => {
  it('shows S$ with two decimals and thousands separators', () => {
    expect(formatMoney(45)).toBe('S$45.00');
    expect(formatMoney(1357)).toBe('S$1,357.00');
    expect(formatMoney(92.8)).toBe('S$92.80');
    expect(formatMoney(-23.2)).toBe('-S$23.20');
    expect(formatMoney(0)).toBe('S$0.00');
    expect(formatMoney(0.005)).toBe('S$0.01');
    expect(formatMoney(1234567.891)).toBe('S$1,234,567.89');
  });

  it('groups and rounds every amount as Intl does for en-US', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let cents = 0; cents < 2_000_000; cents += 997) {
      for (const amount of [cents / 100, cents / 100 + 0.004, cents / 100 + 0.0051, cents * 13.7]) {
        const rounded = Math.round(amount * 100) / 100;
        expect(formatMoney(amount)).toBe(`S$${intl.format(rounded)}`);
      }
    }
  });

  it('keeps plain amounts (for CSV and the wire) without separators', () => {
    expect(formatAmount(1357.5)).toBe('1357.50');
  });

  it('counts in whole cents', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents('19.99') * 3)).toBe(59.97);
  });
});
