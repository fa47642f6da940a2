/**
 * Which start slots are free on a date: the stylist has published every cell the visit needs, no
 * blocked time (break, time off) overlaps the visit, none of its busy parts or its clean-up
 * touches another active booking's busy segment or clean-up (a processing gap has no segment, so
 * another client's service fits there), and it has not begun yet. Unpaid bookings whose hold has
 * lapsed do not count: they are released before the next booking is written.
 *
 * The rule itself (`freeStartsIn`) is pure; one date is read with `freeStartsByStylist`, the whole
 * booking window at once with `datesWithFreeStarts` (two range reads, not one call per day).
 */
import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StylistPart } from '#shared/domain/service-time';
import { slotsNeeded, timeToMinutes } from '#shared/domain/slots';
import type { BookingStatus, PaymentState } from '#shared/enums';
import { salonInstant } from '#shared/salon-instant';
import type { Db, Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import { bookingSegments, bookings, stylistBlocks, stylistSlots } from '../../db/schema';
import { blockedRangesBetween } from './blocks';
import { busyDay } from './busy-day';
import { type GridCell, gridStep } from './working-cells';

type Range = { start: number; end: number };
/** The visit asked for: its length for the customer and the stylist's parts of it (minutes). */
export type Visit = { minutes: number; parts: readonly StylistPart[] };
/** One busy segment of a booking (`id` is the booking's): a booking has one row per segment. */
type Booked = {
  id: number;
  stylistId: number;
  bookingDate: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  paymentState: PaymentState;
  holdExpiresAt: Date | null;
};

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

function isHeld(b: { paymentState: string; status: string; holdExpiresAt: Date | null }, now: Date): boolean {
  const waiting = b.paymentState === 'unpaid' || b.paymentState === 'failed';
  if (b.status === 'pending' && waiting && b.holdExpiresAt && b.holdExpiresAt <= now) return false;
  return true;
}

/** Every stylist's published cells on a date; published slots change only through the back office. */
export function publishedOn(db: Db | Tx, date: string): Promise<Map<number, Set<number>>> {
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
  stylistId: bookingSegments.stylistId,
  bookingDate: bookings.bookingDate,
  startsAt: bookingSegments.startsAt,
  endsAt: bookingSegments.endsAt,
  status: bookings.status,
  paymentState: bookings.paymentState,
  holdExpiresAt: bookings.holdExpiresAt,
};

type Shape = {
  date: string;
  /** The visit with the services' own lengths. */
  visit: Visit;
  /** Each stylist's own visit, where their lengths differ (availability/stylist-visit.ts). */
  visitOf?: (stylistId: number) => Visit;
  grid: readonly GridCell[];
  timeZone: string;
  now: Date;
  /** A booking being moved: its own time does not block its new one. */
  excludeBookingId?: number;
  /** How long before its start a booking must be made (the salon's minimum notice; 0 by default). */
  noticeMinutes?: number;
  /** Only this start cell is asked about (a booking): the others are not worked out. */
  onlyCell?: number;
};

/** Each grid's start times in minutes, parsed once per grid (the grid is read through the cache). */
const gridMinutes = new WeakMap<readonly GridCell[], number[]>();
function minutesOf(grid: readonly GridCell[]): number[] {
  let m = gridMinutes.get(grid);
  if (!m) {
    m = grid.map((c) => timeToMinutes(c.startTime));
    gridMinutes.set(grid, m);
  }
  return m;
}

/** Midnight of a salon date as an instant (ms); a date's offset never changes, so it is kept. */
const midnights = new Map<string, number>();
function midnightOf(date: string, timeZone: string): number {
  const key = `${date}|${timeZone}`;
  let ms = midnights.get(key);
  if (ms === undefined) {
    ms = salonInstant(date, '00:00', timeZone).getTime();
    if (midnights.size >= 1_000) midnights.clear(); // bounded: keys come from requests
    midnights.set(key, ms);
  }
  return ms;
}

/** The look-up for one stylist: their own visit. */
const forStylist = <S extends Shape>(opts: S, stylistId: number): S =>
  opts.visitOf ? { ...opts, visit: opts.visitOf(stylistId) } : opts;

/**
 * The free start cells of one stylist on one date, from their published cells, their bookings'
 * busy segments and their blocks.
 */
export function freeStartsIn(
  cells: ReadonlySet<number>,
  booked: readonly Booked[],
  opts: Shape,
  blocked: readonly Range[] = [],
): Set<number> {
  const step = gridStep(opts.grid);
  const need = slotsNeeded(opts.visit.minutes, step);
  const dayStart = midnightOf(opts.date, opts.timeZone);
  const busy: Range[] = booked
    .filter((b) => b.id !== opts.excludeBookingId && isHeld(b, opts.now))
    .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }));
  // the visit's parts in ms from its start: each is checked against the others' segments
  const parts = opts.visit.parts;
  const partStart = parts.map((p) => p.start * 60_000);
  const partEnd = parts.map((p) => p.end * 60_000);
  const { grid } = opts;
  const minutes = minutesOf(grid);
  const now = opts.now.getTime();
  const earliest = now + (opts.noticeMinutes ?? 0) * 60_000;
  const length = opts.visit.minutes * 60_000;
  const free = new Set<number>();
  const only = opts.onlyCell === undefined ? -1 : grid.findIndex((c) => c.id === opts.onlyCell);
  if (opts.onlyCell !== undefined && only < 0) return free;
  const [first, last] = only < 0 ? [0, grid.length - need] : [only, Math.min(only, grid.length - need)];
  // this runs for every stylist on every look-up: plain loops, no slices
  starts: for (let i = first; i <= last; i++) {
    for (let k = i; k < i + need; k++) if (!cells.has(grid[k]!.id)) continue starts;
    // the run must be contiguous in time (the grid has no gaps, but be sure)
    if (minutes[i + need - 1]! - minutes[i]! !== (need - 1) * step) continue;
    const start = dayStart + minutes[i]! * 60_000;
    if (start <= now || start < earliest) continue;
    // a break or time off is kept clear of the whole visit (the client is there all of it)
    const range = { start, end: start + length };
    for (const b of blocked) if (overlaps(b, range)) continue starts;
    for (const b of busy)
      for (let p = 0; p < parts.length; p++)
        if (b.start < start + partEnd[p]! && start + partStart[p]! < b.end) continue starts;
    free.add(grid[i]!.id);
  }
  return free;
}

/**
 * The active bookings' busy segments and the blocks of the stylists `ids` on `date` (placeholders), in one query:
 * a look-up for "any stylist" runs on every step of the booking wizard, and on the embedded
 * database each statement costs far more than its few rows.
 */
function busyQuery(db: Db | Tx) {
  return db
    .select({
      ...bookedColumns,
      blocked: sql<boolean>`false`.as('blocked'),
    })
    .from(bookings)
    .innerJoin(bookingSegments, eq(bookingSegments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.bookingDate, sql.placeholder('date')),
        sql`${bookings.stylistId} = any(${sql.placeholder('ids')})`,
        ne(bookings.status, 'cancelled'),
      ),
    )
    .unionAll(
      db
        .select({
          id: stylistBlocks.id,
          stylistId: stylistBlocks.stylistId,
          bookingDate: stylistBlocks.blockDate,
          startsAt: stylistBlocks.startsAt,
          endsAt: stylistBlocks.endsAt,
          // a block holds its time as a confirmed booking with nothing to pay would
          status: sql<BookingStatus>`'confirmed'`.as('status'),
          paymentState: sql<PaymentState>`'not_required'`.as('payment_state'),
          holdExpiresAt: sql<Date | null>`null::timestamptz`.as('hold_expires_at'),
          blocked: sql<boolean>`true`.as('blocked'),
        })
        .from(stylistBlocks)
        .where(
          and(
            eq(stylistBlocks.blockDate, sql.placeholder('date')),
            sql`${stylistBlocks.stylistId} = any(${sql.placeholder('ids')})`,
          ),
        ),
    );
}

/**
 * The rows as one JSON value, parsed at once: a full day of "any stylist" is hundreds of rows, and
 * mapping each column of each row through the query builder cost more of the server than the read.
 */
const busyOn = preparedStatement('busy-on', {
  build: (db) => sql`select ${busyAsJson(db)} as busy`,
  bind: (o: { ids: number[]; date: string }) => o,
});

async function readBusy(db: Db, o: { ids: number[]; date: string }): Promise<Busy[]> {
  const [row] = await busyOn<{ busy: BusyJson[] }>(db, 0, o);
  return busyFromJson(row?.busy ?? []);
}

/** A booking's busy segment or (`blocked`) a block taking some of a stylist's time. */
export type Busy = Booked & { blocked: boolean };

/**
 * The same rows as one JSON array, for a statement that reads them along with other work (a
 * booking's first statement); `busyFromJson` reads them back.
 */
export function busyAsJson(db: Db | Tx) {
  return sql`(select coalesce(json_agg(busy), '[]'::json) from (${busyQuery(db).getSQL()}) as busy)`;
}

type BusyJson = {
  id: number;
  stylist_id: number;
  booking_date: string;
  starts_at: string;
  ends_at: string;
  status: BookingStatus;
  payment_state: PaymentState;
  hold_expires_at: string | null;
  blocked: boolean;
};

export const busyFromJson = (rows: readonly BusyJson[]): Busy[] =>
  rows.map((r) => ({
    id: r.id,
    stylistId: r.stylist_id,
    bookingDate: r.booking_date,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    status: r.status,
    paymentState: r.payment_state,
    holdExpiresAt: r.hold_expires_at === null ? null : new Date(r.hold_expires_at),
    blocked: r.blocked,
  }));

function byStylist(rows: readonly Busy[]) {
  const booked = new Map<number, Booked[]>();
  const blocks = new Map<number, Range[]>();
  for (const r of rows) {
    if (r.blocked) {
      const list = blocks.get(r.stylistId) ?? [];
      list.push({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });
      blocks.set(r.stylistId, list);
    } else {
      const list = booked.get(r.stylistId) ?? [];
      list.push(r);
      booked.set(r.stylistId, list);
    }
  }
  return { booked, blocks };
}

/**
 * Whether the stylist may start at `cell`, given their published cells and their busy time as read
 * inside a booking's transaction (`busyAsJson`). Pure: inside a transaction on the embedded
 * database, a read outside it would wait for the transaction to end.
 */
export function isFreeStart(
  published: ReadonlySet<number>,
  stylistId: number,
  cell: number,
  busy: readonly Busy[],
  opts: Shape,
): boolean {
  const { booked, blocks } = byStylist(busy);
  return freeStartsIn(
    published,
    booked.get(stylistId) ?? [],
    { ...forStylist(opts, stylistId), onlyCell: cell },
    blocks.get(stylistId),
  ).has(cell);
}

/**
 * Free start cells per stylist on `date` for a visit of that shape. With `busyLater`, only
 * the published cells and the clock decide: the caller reads bookings and blocks in its own
 * transaction (`busyAsJson`, `isFreeStart`).
 */
export async function freeStartsByStylist(
  db: Db,
  opts: Shape & { stylistIds: readonly number[]; busyLater?: boolean },
): Promise<Map<number, Set<number>>> {
  return (await stylistsDay(db, opts)).free;
}

/**
 * The stylists' free start cells on `date`, and how many bookings each has that day (not
 * cancelled; `excludeBookingId` aside): "any stylist" goes to the least busy one, counted from the
 * same read.
 */
export async function stylistsDay(
  db: Db,
  opts: Shape & { stylistIds: readonly number[]; busyLater?: boolean },
): Promise<{ free: Map<number, Set<number>>; bookingsOf: (stylistId: number) => number }> {
  const free = new Map<number, Set<number>>();
  if (opts.stylistIds.length === 0) return { free, bookingsOf: () => 0 };
  const ids = [...opts.stylistIds];
  const published = await publishedOn(db, opts.date);
  const { booked, blocks } = opts.busyLater
    ? byStylist([])
    : byStylist(await busyDay(db, opts.date, ids, () => readBusy(db, { ids, date: opts.date })));
  for (const id of ids)
    free.set(
      id,
      freeStartsIn(
        published.get(id) ?? new Set(),
        booked.get(id) ?? [],
        forStylist(opts, id),
        blocks.get(id),
      ),
    );
  // a booking has a row per segment: its bookings are its distinct ids
  const bookingsOf = (id: number) =>
    new Set((booked.get(id) ?? []).filter((b) => b.id !== opts.excludeBookingId).map((b) => b.id)).size;
  return { free, bookingsOf };
}

/**
 * For each of `dates` (consecutive, ascending), whether any of the stylists has a free start for a
 * visit of that shape: the published cells and the bookings of the whole range are read
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
      .innerJoin(bookingSegments, eq(bookingSegments.bookingId, bookings.id))
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
        const shape = forStylist({ ...opts, date }, id);
        return freeStartsIn(mine, theirs, shape, blocks.get(`${id}:${date}`)).size > 0;
      }),
    );
  }
  return out;
}
