/**
 * Blocked time: a stylist's break, training or time off on a date, from one slot up to (not
 * including) another, or to the end of the day. Refused over an active booking (409 naming it) and
 * over another block, under the stylist's time lock, so a booking racing the block cannot slip in.
 * Customers are not offered blocked time; staff cannot book or move into it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { BlockAddRequest, CalendarExtras, StylistBlock } from '#shared/contract/front-desk';
import { salonInstant } from '#shared/salon-instant';
import type { Db, Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { stylistBlocks, stylists, timeSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { claimStylistTime, overlappingBooking, overlapsBlock } from '../../domain/availability/blocks';
import { cellsBetween, type GridCell, hoursOnDates, loadGrid } from '../../domain/availability/working-cells';
import { invalid, missing, refused } from '../../domain/domain-error';
import { assertRealDate } from './dates';
import type { Staff } from './staff-actor';

type BlockRow = typeof stylistBlocks.$inferSelect;

function toBlock(r: BlockRow, grid: readonly GridCell[]): StylistBlock {
  const start = grid.find((c) => c.id === r.startSlotId);
  const end = grid.find((c) => c.id === r.endSlotId);
  return {
    id: r.id,
    stylist_id: r.stylistId,
    date: r.blockDate,
    start_slot_id: r.startSlotId,
    end_slot_id: r.endSlotId,
    start_time: start?.startTime ?? '',
    end_time: end ? end.startTime : (grid[grid.length - 1]?.endTime ?? ''),
    reason: r.reason as StylistBlock['reason'],
    created_by: r.createdBy,
  };
}

export async function addBlock(deps: Deps, body: BlockAddRequest, staff: Staff): Promise<StylistBlock> {
  const { db } = deps;
  const now = deps.now();
  assertRealDate(body.date);
  const grid = await loadGrid(db);
  const start = grid.find((c) => c.id === body.start_slot_id);
  const end = body.end_slot_id ? grid.find((c) => c.id === body.end_slot_id) : null;
  if (!start || (body.end_slot_id && !end)) throw invalid('slot_unknown');
  if (end && end.startTime <= start.startTime) throw invalid('block_range_invalid');
  const { time_zone } = await readSalonProfile(db);
  const startsAt = salonInstant(body.date, start.startTime, time_zone);
  const endsAt = salonInstant(body.date, end ? end.startTime : grid[grid.length - 1]!.endTime, time_zone);
  const row = await db.transaction(async (tx) => {
    const [s] = await tx.select({ id: stylists.id }).from(stylists).where(eq(stylists.id, body.stylist_id));
    if (!s) throw missing('stylist_not_found');
    await claimStylistTime(tx, body.stylist_id, now);
    const booked = await overlappingBooking(tx, body.stylist_id, startsAt, endsAt);
    if (booked) {
      const [slot] = await tx.select().from(timeSlots).where(eq(timeSlots.id, booked.startSlotId));
      throw refused('block_over_booking', {
        customer: booked.customerName,
        time: slot?.displayTime ?? '',
      });
    }
    if (await overlapsBlock(tx, body.stylist_id, startsAt, endsAt)) throw refused('block_overlaps_block');
    const [inserted] = await tx
      .insert(stylistBlocks)
      .values({
        stylistId: body.stylist_id,
        blockDate: body.date,
        startSlotId: body.start_slot_id,
        endSlotId: body.end_slot_id,
        startsAt,
        endsAt,
        reason: body.reason,
        createdBy: staff.name,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  await deps.bus.publish({ topic: 'bookings', date: body.date });
  return toBlock(row, grid);
}

export async function removeBlock(deps: Deps, id: number): Promise<void> {
  const [row] = await deps.db.delete(stylistBlocks).where(eq(stylistBlocks.id, id)).returning();
  if (!row) throw missing('block_not_found');
  await deps.bus.publish({ topic: 'bookings', date: row.blockDate });
}

/** A date's blocks and every active stylist's working cells, for the calendar to draw. */
export async function calendarExtras(db: Db | Tx, date: string): Promise<CalendarExtras> {
  assertRealDate(date);
  const grid = await loadGrid(db);
  const rows = await db
    .select()
    .from(stylistBlocks)
    .where(and(eq(stylistBlocks.blockDate, date)))
    .orderBy(asc(stylistBlocks.startsAt));
  const active = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.isActive, true));
  const working = await Promise.all(
    active.map(async (s) => {
      const h = (await hoursOnDates(db, s.id, [date])).get(date);
      const ids = h && !h.off ? cellsBetween(grid, h.startSlotId, h.endSlotId) : [];
      const times = grid.filter((c) => ids.includes(c.id)).map((c) => c.startTime);
      return { stylist_id: s.id, slot_ids: ids, times };
    }),
  );
  return { date, blocks: rows.map((r) => toBlock(r, grid)), working };
}
