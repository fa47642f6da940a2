/**
 * "Would this change of hours strand a booking?" A booking is stranded when every cell it needs was
 * worked before the change and some of them are not after it. Only bookings still ahead count
 * (ending after now, not cancelled, and not an unpaid hold that has lapsed); a booking that was
 * already outside the hours is not this change's doing. Both the stylist form (weekly hours) and
 * the shifts modal (per-date shifts) apply it.
 */
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { timeToMinutes } from '#shared/domain/slots';
import type { Tx } from '../../db/connect';
import { bookings } from '../../db/schema';
import { refused } from '../domain-error';
import { cellsBetween, type DayHours, type GridCell } from './working-cells';

type Hours = Map<string, DayHours>;

function worked(grid: readonly GridCell[], hours: Hours, date: string): Set<number> {
  const h = hours.get(date);
  return new Set(h && !h.off ? cellsBetween(grid, h.startSlotId, h.endSlotId) : []);
}

/** 409 naming the first booking (customer, date, time) that the change from `before` to `after` strands. */
export async function assertNoneStranded(
  tx: Tx,
  opts: { stylistId: number; grid: readonly GridCell[]; before: Hours; after: Hours; now: Date },
): Promise<void> {
  const dates = [...opts.after.keys()];
  if (dates.length === 0) return;
  const rows = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.stylistId, opts.stylistId),
        inArray(bookings.bookingDate, dates),
        ne(bookings.status, 'cancelled'),
        gt(bookings.endsAt, opts.now),
      ),
    )
    .orderBy(bookings.startsAt);
  for (const b of rows) {
    if (
      b.status === 'pending' &&
      b.paymentState === 'unpaid' &&
      b.holdExpiresAt &&
      b.holdExpiresAt <= opts.now
    )
      continue;
    const start = opts.grid.find((c) => c.id === b.startSlotId);
    if (!start) continue;
    const from = timeToMinutes(start.startTime);
    const needs = opts.grid
      .filter(
        (c) => timeToMinutes(c.startTime) >= from && timeToMinutes(c.startTime) < from + b.durationMinutes,
      )
      .map((c) => c.id);
    const had = worked(opts.grid, opts.before, b.bookingDate);
    const has = worked(opts.grid, opts.after, b.bookingDate);
    if (needs.every((id) => had.has(id)) && needs.some((id) => !has.has(id))) {
      throw refused('shift_strands_booking', {
        customer: b.customerName,
        date: b.bookingDate,
        time: start.displayTime,
      });
    }
  }
}
