/**
 * The bookings table read as lists and counts: what the back office's reports, dashboard and
 * calendar, and the promotions' use counts, ask of many rows at once. Each takes its filters as
 * arguments; the conditions themselves are in predicates.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bookings, promotionUses } from '../../db/schema';
import { holdsItsPlace } from './predicates';

/** How many uses of each promotion hold their place at `now` (promotions with none are left out). */
export async function promotionUseCounts(
  db: Db | Tx,
  now: Date,
): Promise<{ id: number | null; n: number }[]> {
  return db
    .select({ id: promotionUses.promotionId, n: sql<number>`count(*)::int` })
    .from(promotionUses)
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(holdsItsPlace(now))
    .groupBy(promotionUses.promotionId);
}
