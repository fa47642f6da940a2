import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromCents, toCents } from './money';

describe('money', () => {
  it('shows S$ with two decimals and thousands separators', () => {
    expect(formatMoney(45)).toBe('S$45.00');
    expect(formatMoney(1357)).toBe('S$1,357.00');
    expect(formatMoney(92.8)).toBe('S$92.80');
    expect(formatMoney(-23.2)).toBe('-S$23.20');
  });

  it('keeps plain amounts (for CSV and the wire) without separators', () => {
    expect(formatAmount(1357.5)).toBe('1357.50');
  });

  it('counts in whole cents', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents('19.99') * 3)).toBe(59.97);
  });
});
