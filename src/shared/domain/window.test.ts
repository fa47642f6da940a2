import { describe, expect, it } from 'vitest';
import { salonInstant } from '../salon-instant';
import { salonToday } from '../salon-time';
import { bookableDates, isBookableDate } from './window';

describe('booking window', () => {
  const now = new Date('2026-11-22T17:30:00Z'); // 01:30 on 23 November in Singapore

  it("uses the salon's date, not the server's", () => {
    expect(salonToday('Asia/Singapore', now)).toBe('2026-11-23');
    expect(salonToday('Europe/London', now)).toBe('2026-11-22');
  });

  it('offers today and the next 13 days', () => {
    const dates = bookableDates('Asia/Singapore', now);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates[13]).toBe('2026-12-06');
    expect(isBookableDate('2026-12-07', 'Asia/Singapore', now)).toBe(false);
    expect(isBookableDate('2026-11-22', 'Asia/Singapore', now)).toBe(false);
  });

  it('turns a salon-local time into the right instant', () => {
    expect(salonInstant('2026-11-23', '09:00', 'Asia/Singapore').toISOString()).toBe(
      '2026-11-23T01:00:00.000Z',
    );
    expect(salonInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
  });
});
