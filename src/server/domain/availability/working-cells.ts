/**
 * Which grid cells a stylist works on a date: the per-date shift when one was saved, else the
 * weekly hours of that weekday. A shift covers its start slot up to (not including) its end slot.
 */

import { parseISO } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { shifts, timeSlots, weeklyHours } from '../../db/schema';

export type GridCell = { id: number; startTime: string; endTime: string; displayTime: string };

export function loadGrid(db: Db | Tx): Promise<GridCell[]> {
  return cachedRead(db, 'grid', async () => {
    const rows = await db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.isActive, true))
      .orderBy(timeSlots.startTime);
    return rows.map((r) => ({
      id: r.id,
      startTime: r.startTime,
      endTime: r.endTime,
      displayTime: r.displayTime,
    }));
  });
}

export type DayHours = { startSlotId: number | null; endSlotId: number | null; off: boolean };

/** The cells between two slots of the grid: from `start` up to, not including, `end`. */
export function cellsBetween(
  grid: readonly GridCell[],
  startSlotId: number | null,
  endSlotId: number | null,
): number[] {
  if (!startSlotId || !endSlotId) return [];
  const start = grid.find((c) => c.id === startSlotId);
  const end = grid.find((c) => c.id === endSlotId);
  if (!start || !end) return [];
  return grid.filter((c) => c.startTime >= start.startTime && c.startTime < end.startTime).map((c) => c.id);
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
