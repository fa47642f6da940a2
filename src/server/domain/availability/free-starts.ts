/**
 * Which start slots are free on a date: the stylist has published every cell the services need,
 * no active booking and no blocked time (break, time off) overlaps it, and it has not begun yet. Unpaid bookings whose hold has
 * lapsed do not count: they are released before the next booking is written.
 *
 * The rule itself (`freeStartsIn`) is pure; one date is read with `freeStartsByStylist`, the whole
 * booking window at once with `datesWithFreeStarts` (two range reads, not one call per day).
 */

import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { slotsNeeded, timeToMinutes } from '../../../shared/domain/slots';
import { salonInstant } from '../../../shared/salon-time';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { bookings, stylistSlots } from '../../db/schema';
import { blockedRanges, blockedRangesBetween } from './blocks';
import type { GridCell } from './working-cells';

type Range = { start: number; end: number };
type Booked = {
  id: number;
  stylistId: number;
  bookingDate: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  paymentState: string;
  holdExpiresAt: Date | null;
};

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

const bookedColumns = {
  id: bookings.id,
  stylistId: bookings.stylistId,
  bookingDate: bookings.bookingDate,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  paymentState: bookings.paymentState,
  holdExpiresAt: bookings.holdExpiresAt,
};

type Shape = {
  date: string;
  durationMinutes: number;
  grid: readonly GridCell[];
  timeZone: string;
  now: Date;
  /** A booking being moved: its own time does not block its new one. */
  excludeBookingId?: number;
};

/** The free start cells of one stylist on one date, from their published cells, bookings and blocks. */
export function freeStartsIn(
  cells: ReadonlySet<number>,
  booked: readonly Booked[],
  opts: Shape,
  blocked: readonly Range[] = [],
): Set<number> {
  const need = slotsNeeded(opts.durationMinutes);
  const dayStart = salonInstant(opts.date, '00:00', opts.timeZone).getTime();
  const busy: Range[] = booked
    .filter((b) => b.id !== opts.excludeBookingId && isHeld(b, opts.now))
    .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }))
    .concat(blocked);
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
  return free;
}

/** Free start cells per stylist on `date` for a booking of `durationMinutes`. */
export async function freeStartsByStylist(
  db: Db | Tx,
  opts: Shape & { stylistIds: readonly number[] },
): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (opts.stylistIds.length === 0) return out;
  const ids = [...opts.stylistIds];
  const published = await publishedOn(db, opts.date);
  const booked = await db
    .select(bookedColumns)
    .from(bookings)
    .where(
      and(
        inArray(bookings.stylistId, ids),
        eq(bookings.bookingDate, opts.date),
        ne(bookings.status, 'cancelled'),
      ),
    );
  const blocks = await blockedRanges(db, ids, opts.date);
  for (const id of ids) {
    const mine = booked.filter((b) => b.stylistId === id);
    out.set(id, freeStartsIn(published.get(id) ?? new Set(), mine, opts, blocks.get(id)));
  }
  return out;
}

/**
 * For each of `dates` (consecutive, ascending), whether any of the stylists has a free start for a
 * booking of `durationMinutes`: the published cells and the bookings of the whole range are read
 * once each.
 */
export async function datesWithFreeStarts(
  db: Db | Tx,
  opts: Omit<Shape, 'date'> & { stylistIds: readonly number[]; dates: readonly string[] },
): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>(opts.dates.map((d) => [d, false]));
  const first = opts.dates[0];
  const last = opts.dates.at(-1);
  if (opts.stylistIds.length === 0 || !first || !last) return out;
  const ids = [...opts.stylistIds];
  const [cells, booked, blocks] = await Promise.all([
    db
      .select({
        stylistId: stylistSlots.stylistId,
        date: stylistSlots.slotDate,
        cell: stylistSlots.timeSlotId,
      })
      .from(stylistSlots)
      .where(and(inArray(stylistSlots.stylistId, ids), between(stylistSlots.slotDate, first, last))),
    db
      .select(bookedColumns)
      .from(bookings)
      .where(
        and(
          inArray(bookings.stylistId, ids),
          between(bookings.bookingDate, first, last),
          ne(bookings.status, 'cancelled'),
        ),
      ),
    blockedRangesBetween(db, ids, first, last),
  ]);
  const published = new Map<string, Set<number>>();
  for (const c of cells) {
    const key = `${c.stylistId}:${c.date}`;
    const set = published.get(key) ?? new Set<number>();
    set.add(c.cell);
    published.set(key, set);
  }
  for (const date of opts.dates) {
    out.set(
      date,
      ids.some((id) => {
        const mine = published.get(`${id}:${date}`);
        if (!mine) return false;
        const theirs = booked.filter((b) => b.stylistId === id && b.bookingDate === date);
        return freeStartsIn(mine, theirs, { ...opts, date }, blocks.get(`${id}:${date}`)).size > 0;
      }),
    );
  }
  return out;
}
