/**
 * Publishing a stylist's bookable slots for a date range from their hours and shifts, inside the
 * salon's hours: nothing on a day the salon is closed, nothing before it opens or from its closing
 * time on. Idempotent: cells already published stay, cells no longer worked are withdrawn, nothing
 * is inserted twice. Bookings are not touched: their time is held by their own segments (booking_segments).
 */
import { addDays, format, parseISO } from 'date-fns';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { salonDayOn } from '#shared/domain/salon-hours';
import { timeToMinutes } from '#shared/domain/slots';
import type { Db, Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { stylistSlots } from '../../db/schema';
import { cellsBetween, hoursOnDates, loadGrid } from './working-cells';

export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = parseISO(from); format(d, 'yyyy-MM-dd') <= to; d = addDays(d, 1)) {
    out.push(format(d, 'yyyy-MM-dd'));
    if (out.length > 400) break; // a year and a bit is the most anyone publishes at once
  }
  return out;
}

/** Publishes the slots of `stylistId` from `from` to `to` inclusive; returns how many were added. */
export async function publishSlots(
  db: Db | Tx,
  stylistId: number,
  from: string,
  to: string,
): Promise<number> {
  const grid = await loadGrid(db);
  const salon = await readSalonProfile(db);
  const dates = datesBetween(from, to);
  const hours = await hoursOnDates(db, stylistId, dates);
  const existing = await db
    .select()
    .from(stylistSlots)
    .where(
      and(
        eq(stylistSlots.stylistId, stylistId),
        gte(stylistSlots.slotDate, from),
        lte(stylistSlots.slotDate, to),
      ),
    );
  const have = new Set(existing.map((r) => `${r.slotDate}#${r.timeSlotId}`));
  const want = new Set<string>();
  const toInsert: { stylistId: number; slotDate: string; timeSlotId: number }[] = [];
  for (const date of dates) {
    const h = hours.get(date);
    const day = salonDayOn(salon, date);
    if (!h || h.off || day.closed) continue;
    const opened = new Set(
      grid
        .filter((c) => timeToMinutes(c.startTime) >= day.open && timeToMinutes(c.startTime) < day.close)
        .map((c) => c.id),
    );
    for (const id of cellsBetween(grid, h.startSlotId, h.endSlotId)) {
      if (!opened.has(id)) continue;
      const key = `${date}#${id}`;
      want.add(key);
      if (!have.has(key)) toInsert.push({ stylistId, slotDate: date, timeSlotId: id });
    }
  }
  // withdrawn a date at a time: a change of the salon's step withdraws most of every day
  const withdrawn = new Map<string, number[]>();
  for (const r of existing)
    if (!want.has(`${r.slotDate}#${r.timeSlotId}`))
      withdrawn.set(r.slotDate, [...(withdrawn.get(r.slotDate) ?? []), r.timeSlotId]);
  for (const [date, ids] of withdrawn)
    await db
      .delete(stylistSlots)
      .where(
        and(
          eq(stylistSlots.stylistId, stylistId),
          eq(stylistSlots.slotDate, date),
          inArray(stylistSlots.timeSlotId, ids),
        ),
      );
  if (toInsert.length) await db.insert(stylistSlots).values(toInsert).onConflictDoNothing();
  return toInsert.length;
}
