/**
 * Which grid cells a stylist works on a date: the per-date shift when one was saved, else the
 * weekly hours of that weekday. A shift covers its start slot up to (not including) its end slot.
 * The grid is the salon's: its hours' span on its step (shared/domain/salon-hours.ts).
 */

import { parseISO } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { salonGridTimes } from '#shared/domain/salon-hours';
import { displayTime, minutesToTime, slotIdOf, slotTimeOf, timeToMinutes } from '#shared/domain/slots';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { readSalonProfile } from '../../db/salon-settings';
import { shifts, weeklyHours } from '../../db/schema';

/** One cell of the salon's grid; `endTime` is its start plus the salon's step. */
export type GridCell = { id: number; startTime: string; endTime: string; displayTime: string };

/** The salon's grid, from its hours and step; a cell's id is its time's lasting slot id. */
export function loadGrid(db: Db | Tx): Promise<GridCell[]> {
  return cachedRead(db, 'grid', async () => {
    const hours = await readSalonProfile(db);
    return salonGridTimes(hours).map((t) => ({
      id: slotIdOf(t),
      startTime: t,
      endTime: minutesToTime(timeToMinutes(t) + hours.slot_minutes),
      displayTime: displayTime(t),
    }));
  });
}

/** The grid's step in minutes: a cell's length (30 by default). */
export function gridStep(grid: readonly GridCell[]): number {
  const first = grid[0];
  return first ? timeToMinutes(first.endTime) - timeToMinutes(first.startTime) : 30;
}

export type DayHours = { startSlotId: number | null; endSlotId: number | null; off: boolean };

/** The cells between two slots of the grid: from `start` up to, not including, `end`. */
export function cellsBetween(
  grid: readonly GridCell[],
  startSlotId: number | null,
  endSlotId: number | null,
): number[] {
  if (!startSlotId || !endSlotId) return [];
  // by the slots' times, not their place on the grid: hours saved on another step still count
  const start = slotTimeOf(startSlotId);
  const end = slotTimeOf(endSlotId);
  if (!start || !end) return [];
  return grid.filter((c) => c.startTime >= start && c.startTime < end).map((c) => c.id);
}

/** The hours a stylist works on each of the given dates (weekly hours unless overridden). */
export async function hoursOnDates(
  db: Db | Tx,
  stylistId: number,
  dates: readonly string[],
): Promise<Map<string, DayHours>> {
  const weekly = await db.select().from(weeklyHours).where(eq(weeklyHours.stylistId, stylistId));
  const overrides = dates.length
    ? await db
        .select()
        .from(shifts)
        .where(and(eq(shifts.stylistId, stylistId), inArray(shifts.shiftDate, [...dates])))
    : [];
  const out = new Map<string, DayHours>();
  for (const date of dates) {
    const o = overrides.find((s) => s.shiftDate === date);
    if (o) {
      out.set(date, { startSlotId: o.startSlotId, endSlotId: o.endSlotId, off: o.dayOff });
      continue;
    }
    const w = weekly.find((h) => h.weekday === parseISO(date).getDay());
    out.set(
      date,
      w?.available
        ? { startSlotId: w.startSlotId, endSlotId: w.endSlotId, off: false }
        : { startSlotId: null, endSlotId: null, off: true },
    );
  }
  return out;
}
