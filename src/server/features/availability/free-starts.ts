/**
 * Which start slots are free on a date: the stylist has published every cell the services need,
 * no active booking overlaps the time, and it has not begun yet. Unpaid bookings whose hold has
 * lapsed do not count: they are released before the next booking is written.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { slotsNeeded, timeToMinutes } from '../../../shared/domain/slots';
import { salonInstant } from '../../../shared/domain/window';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { bookings, stylistSlots } from '../../db/schema';
import type { GridCell } from './working-cells';

type Range = { start: number; end: number };

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

function isHeld(b: { paymentState: string; status: string; holdExpiresAt: Date | null }, now: Date): boolean {
  const waiting = b.paymentState === 'unpaid' || b.paymentState === 'failed';
  if (b.status === 'pending' && waiting && b.holdExpiresAt && b.holdExpiresAt <= now) return false;
  return true;
}

/** Every stylist's published cells on a date; published slots change only through the back office. */
function publishedOn(db: Db | Tx, date: string): Promise<Map<number, Set<number>>> {
  return cachedRead(db, `published:${date}`, async () => {
    const rows = await db
      .select({ stylistId: stylistSlots.stylistId, cell: stylistSlots.timeSlotId })
      .from(stylistSlots)
      .where(eq(stylistSlots.slotDate, date));
    const byStylist = new Map<number, Set<number>>();
    for (const r of rows) {
      const set = byStylist.get(r.stylistId) ?? new Set<number>();
      set.add(r.cell);
      byStylist.set(r.stylistId, set);
    }
    return byStylist;
  });
}

/** Free start cells per stylist on `date` for a booking of `durationMinutes`. */
export async function freeStartsByStylist(
  db: Db | Tx,
  opts: {
    stylistIds: readonly number[];
    date: string;
    durationMinutes: number;
    grid: readonly GridCell[];
    timeZone: string;
    now: Date;
    /** A booking being moved: its own time does not block its new one. */
    excludeBookingId?: number;
  },
): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (opts.stylistIds.length === 0) return out;
  const ids = [...opts.stylistIds];
  const published = await publishedOn(db, opts.date);
  const booked = await db
    .select({
      id: bookings.id,
      stylistId: bookings.stylistId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      paymentState: bookings.paymentState,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.stylistId, ids),
        eq(bookings.bookingDate, opts.date),
        ne(bookings.status, 'cancelled'),
      ),
    );

  const need = slotsNeeded(opts.durationMinutes);
  const dayStart = salonInstant(opts.date, '00:00', opts.timeZone).getTime();
  for (const id of ids) {
    const cells = published.get(id) ?? new Set<number>();
    const busy: Range[] = booked
      .filter((b) => b.stylistId === id && b.id !== opts.excludeBookingId && isHeld(b, opts.now))
      .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }));
    const free = new Set<number>();
    opts.grid.forEach((cell, i) => {
      const run = opts.grid.slice(i, i + need);
      if (run.length < need || !run.every((c) => cells.has(c.id))) return;
      // the run must be contiguous in time (the grid has no gaps, but be sure)
      if (timeToMinutes(run[run.length - 1]!.startTime) - timeToMinutes(cell.startTime) !== (need - 1) * 30)
        return;
      const start = dayStart + timeToMinutes(cell.startTime) * 60_000;
      const range = { start, end: start + opts.durationMinutes * 60_000 };
      if (range.start <= opts.now.getTime()) return;
      if (busy.some((b) => overlaps(b, range))) return;
      free.add(cell.id);
    });
    out.set(id, free);
  }
  return out;
}
