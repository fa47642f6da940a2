import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { StylistBlock } from '#shared/contract/front-desk';
import { draftOverlaps } from './booking-draft';

const booking = (time: string, minutes: number, status = 'confirmed') =>
  ({
    id: 1,
    date: '2026-03-02',
    time,
    duration_minutes: minutes,
    personnel_id: 7,
    status,
  }) as CalendarBooking;
const lunch = { stylist_id: 7, date: '2026-03-02', start_time: '12:00', end_time: '13:00' } as StylistBlock;
const draft = (time: string, minutes: number) => ({ date: '2026-03-02', time, stylistId: 7, minutes });

describe('the new booking drawn on the grid', () => {
  it('overlaps a booking it runs into', () => {
    expect(draftOverlaps(draft('10:00', 90), [booking('11:00', 30)], [])).toBe(true);
  });
  it('does not overlap a booking that starts where it ends', () => {
    expect(draftOverlaps(draft('10:00', 60), [booking('11:00', 30)], [])).toBe(false);
  });
  it('overlaps a break, but not a cancelled booking', () => {
    expect(draftOverlaps(draft('11:30', 60), [], [lunch])).toBe(true);
    expect(draftOverlaps(draft('11:00', 60), [booking('11:00', 60, 'cancelled')], [])).toBe(false);
  });
  it('ignores another stylist and an empty choice of services', () => {
    expect(draftOverlaps({ ...draft('11:00', 60), stylistId: 8 }, [booking('11:00', 30)], [lunch])).toBe(
      false,
    );
    expect(draftOverlaps(draft('11:00', 0), [booking('11:00', 30)], [])).toBe(false);
  });
});
