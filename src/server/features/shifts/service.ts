/**
 * Per-date shifts (the shifts modal) and slot generation, on the availability model of docs/glossary.md
 * (shifts, published slots). Saving shifts changes only the dates sent: a day off clears that date's bookable
 * cells, a working day publishes exactly its cells, and the dates touched are republished in the
 * same transaction. A change that would strand a booking is refused with the booking named.
 */

import { addDays, format, isValid, parseISO } from 'date-fns';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  GenerateSlotsRequest,
  GenerateSlotsResult,
  SaveShiftsRequest,
  ShiftEntry,
  StylistShiftDay,
  TimeSlot,
} from '#shared/contract/availability';
import { salonToday } from '#shared/salon-time';
import type { Db, Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { shifts, stylists } from '../../db/schema';
import { datesBetween, publishSlots } from '../../domain/availability/publish';
import { assertNoneStranded } from '../../domain/availability/strand';
import { type GridCell, hoursOnDates, loadGrid } from '../../domain/availability/working-cells';
import { invalid, missing } from '../../domain/domain-error';

/** The shifts modal shows 4 weeks; generation defaults to 4 weeks ahead. */
const WINDOW_DAYS = 28;
const MAX_RANGE_DAYS = 366;

const plusDays = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
const isRealDate = (d: string) => isValid(parseISO(d)) && format(parseISO(d), 'yyyy-MM-dd') === d;

async function today(db: Db | Tx, now: Date): Promise<string> {
  return salonToday((await readSalonProfile(db)).time_zone, now);
}

async function assertStylist(db: Db | Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.id, id));
  if (!row) throw missing('stylist_record_not_found');
}

/** The salon's grid, as the shift selects list it. */
export async function activeSlots(db: Db): Promise<TimeSlot[]> {
  return (await loadGrid(db)).map((c) => ({
    id: c.id,
    display_time: c.displayTime,
    start_time: c.startTime,
    end_time: c.endTime,
  }));
}

/** Checks every entry, naming the date at fault; returns the dates in order. */
function checkEntries(grid: readonly GridCell[], entries: readonly ShiftEntry[]): string[] {
  const seen = new Set<string>();
  for (const e of entries) {
    const date = e.shift_date;
    if (!isRealDate(date)) throw invalid('shift_date_invalid', { date });
    if (seen.has(date)) throw invalid('shift_date_repeated', { date });
    seen.add(date);
    if (e.day_off) continue;
    const start = grid.find((c) => c.id === e.shift_start_slot_id);
    const end = grid.find((c) => c.id === e.shift_end_slot_id);
    if (!e.shift_start_slot_id || !e.shift_end_slot_id) throw invalid('shift_slots_missing', { date });
    if (!start || !end) throw invalid('invalid_start_end_slots');
    if (start.startTime >= end.startTime) throw invalid('shift_start_after_end', { date });
  }
  return [...seen].sort();
}

const toDay = (e: ShiftEntry): StylistShiftDay => ({
  shift_date: e.shift_date,
  shift_start_slot_id: e.day_off ? null : (e.shift_start_slot_id ?? null),
  shift_end_slot_id: e.day_off ? null : (e.shift_end_slot_id ?? null),
  day_off: e.day_off,
  source: 'override',
});

/** Saves the dates sent (and only those), then republishes them; refuses stranding a booking. */
export async function saveShifts(db: Db, body: SaveShiftsRequest, now: Date): Promise<StylistShiftDay[]> {
  return db.transaction(async (tx) => {
    await assertStylist(tx, body.stylist_id);
    const grid = await loadGrid(tx);
    const dates = checkEntries(grid, body.shifts);
    const before = await hoursOnDates(tx, body.stylist_id, dates);
    const days = body.shifts.map(toDay);
    await tx
      .insert(shifts)
      .values(
        days.map((d) => ({
          stylistId: body.stylist_id,
          shiftDate: d.shift_date,
          startSlotId: d.shift_start_slot_id,
          endSlotId: d.shift_end_slot_id,
          dayOff: d.day_off,
        })),
      )
      .onConflictDoUpdate({
        target: [shifts.stylistId, shifts.shiftDate],
        set: {
          startSlotId: sql`excluded.start_slot_id`,
          endSlotId: sql`excluded.end_slot_id`,
          dayOff: sql`excluded.day_off`,
          updatedAt: now,
        },
      });
    const after = await hoursOnDates(tx, body.stylist_id, dates);
    await assertNoneStranded(tx, { stylistId: body.stylist_id, grid, before, after, now });
    await publishSlots(tx, body.stylist_id, dates[0]!, dates[dates.length - 1]!);
    return days.sort((a, b) => a.shift_date.localeCompare(b.shift_date));
  });
}

/** A stylist's days for the 4-week window from `from` (default today): the saved shift or the weekly hours. */
export async function readShifts(
  db: Db,
  stylistId: number,
  from: string | undefined,
  now: Date,
): Promise<StylistShiftDay[]> {
  await assertStylist(db, stylistId);
  const start = from ?? (await today(db, now));
  if (!isRealDate(start)) throw invalid('date_range_invalid');
  const dates = datesBetween(start, plusDays(start, WINDOW_DAYS - 1));
  const hours = await hoursOnDates(db, stylistId, dates);
  const saved = await db
    .select({ date: shifts.shiftDate })
    .from(shifts)
    .where(
      and(
        eq(shifts.stylistId, stylistId),
        gte(shifts.shiftDate, dates[0]!),
        lte(shifts.shiftDate, dates[dates.length - 1]!),
      ),
    );
  const overridden = new Set(saved.map((s) => s.date));
  return dates.map((date) => {
    const h = hours.get(date)!;
    return {
      shift_date: date,
      shift_start_slot_id: h.off ? null : h.startSlotId,
      shift_end_slot_id: h.off ? null : h.endSlotId,
      day_off: h.off,
      source: overridden.has(date) ? 'override' : 'weekly',
    };
  });
}

/** The dates to publish: `weeks` from today (4 by default), or the from/to range, both checked. */
async function generationRange(
  db: Db,
  body: GenerateSlotsRequest,
  now: Date,
): Promise<{ from: string; to: string; ranged: boolean }> {
  // no dates at all: the stylists page's 4 weeks; dates sent (even empty ones): the calendar's range
  const { from_date: from, to_date: to } = body;
  if (from === undefined && to === undefined) {
    const start = await today(db, now);
    return { from: start, to: plusDays(start, (body.weeks ?? 4) * 7 - 1), ranged: false };
  }
  if (!from || !to || !isRealDate(from) || !isRealDate(to)) throw invalid('date_range_invalid');
  if (from > to) throw invalid('date_range_reversed');
  if (datesBetween(from, to).length > MAX_RANGE_DAYS)
    throw invalid('date_range_too_long', { days: MAX_RANGE_DAYS });
  return { from, to, ranged: true };
}

/** Publishes a stylist's bookable slots; running it again adds nothing. */
export async function generateSlots(
  db: Db,
  body: GenerateSlotsRequest,
  now: Date,
): Promise<GenerateSlotsResult & { ranged: boolean }> {
  await assertStylist(db, body.stylist_id);
  const { from, to, ranged } = await generationRange(db, body, now);
  const created = await db.transaction((tx) => publishSlots(tx, body.stylist_id, from, to));
  return { created, from_date: from, to_date: to, ranged };
}
