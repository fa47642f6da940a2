import { describe, expect, it } from 'vitest';
import { allowances, type PolicyBooking, rulesWhenBooked } from './booking-policy';

const at = (iso: string) => new Date(iso);
const booking = (o: Partial<PolicyBooking> = {}): PolicyBooking => ({
  startsAt: at('2026-12-10T02:00:00Z'),
  endsAt: at('2026-12-10T03:00:00Z'),
  status: 'confirmed',
  paymentState: 'paid',
  rescheduleCount: 0,
  cancelCutoffHours: 24,
  rescheduleCutoffHours: 24,
  maxReschedules: 2,
  ...o,
});

describe('booking policy', () => {
  it('allows cancel and reschedule until the cut-off, and not from then on', () => {
    const before = allowances(booking(), at('2026-12-09T01:59:00Z'));
    expect(before).toMatchObject({ canCancel: true, canReschedule: true, refundOnCancel: true });
    expect(before.cancelDeadline.toISOString()).toBe('2026-12-09T02:00:00.000Z');
    const after = allowances(booking(), at('2026-12-09T02:00:00Z'));
    expect(after).toMatchObject({ canCancel: false, canReschedule: false, upcoming: true });
  });

  it('refuses a reschedule past the limit but still allows a cancellation', () => {
    const a = allowances(booking({ rescheduleCount: 2 }), at('2026-12-01T00:00:00Z'));
    expect(a).toMatchObject({ canCancel: true, canReschedule: false });
  });

  it('lets nothing change on a cancelled or completed booking', () => {
    for (const status of ['cancelled', 'completed']) {
      expect(allowances(booking({ status }), at('2026-12-01T00:00:00Z'))).toMatchObject({
        canCancel: false,
        canReschedule: false,
      });
    }
  });

  it('reads each booking’s own terms: a 2-hour cut-off allows what 24 hours would refuse', () => {
    const a = allowances(booking({ cancelCutoffHours: 2 }), at('2026-12-09T20:00:00Z'));
    expect(a.canCancel).toBe(true);
    expect(a.canReschedule).toBe(false);
  });

  it('tells before booking what the booking will allow from the start, as the cut-offs will judge it', () => {
    const terms = { cancelCutoffHours: 24, rescheduleCutoffHours: 12, maxReschedules: 2 };
    expect(rulesWhenBooked(25 * 60, terms)).toEqual({ canCancel: true, canReschedule: true });
    expect(rulesWhenBooked(24 * 60, terms)).toEqual({ canCancel: false, canReschedule: true });
    expect(rulesWhenBooked(12 * 60, terms)).toEqual({ canCancel: false, canReschedule: false });
    expect(rulesWhenBooked(48 * 60, { ...terms, maxReschedules: 0 })).toEqual({
      canCancel: true,
      canReschedule: false,
    });
    // the same answer the booking gets the moment it is made
    const now = at('2026-12-09T02:30:00Z');
    const made = allowances(booking({ cancelCutoffHours: 24, rescheduleCutoffHours: 12 }), now);
    const minutes = (booking().startsAt.getTime() - now.getTime()) / 60_000;
    expect(rulesWhenBooked(minutes, terms)).toEqual({
      canCancel: made.canCancel,
      canReschedule: made.canReschedule,
    });
  });
});
