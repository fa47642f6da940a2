import { describe, expect, it } from 'vitest';
import enBooking from '../locales/en/booking.json';
import zhBooking from '../locales/zh/booking.json';
import { dateAndTime, listOf } from './format';

describe('Chinese punctuation and durations', () => {
  it('lists items with 、 in Chinese and ", " in English', () => {
    expect(listOf('zh-CN', ['凝胶美甲', '美甲彩绘'])).toBe('凝胶美甲、美甲彩绘');
    expect(listOf('en', ['Gel Manicure', 'Nail Art'])).toBe('Gel Manicure, Nail Art');
  });

  it('writes a date and a time without an English comma in Chinese', () => {
    expect(dateAndTime('zh', '2026年11月29日星期日', '10:30')).toBe('2026年11月29日星期日 10:30');
    expect(dateAndTime('en', 'Sun, 29 Nov 2026', '10:30 AM')).toBe('Sun, 29 Nov 2026, 10:30 AM');
  });

  it('keeps a duration on one line: no breakable space between a number and its unit', () => {
    for (const text of Object.values(enBooking.duration)) expect(text, text).not.toMatch(/\}\} /);
    // "1 小时 30 分钟" never breaks at all: it is one short phrase
    for (const text of Object.values(zhBooking.duration)) expect(text, text).not.toMatch(/ /);
  });
});
