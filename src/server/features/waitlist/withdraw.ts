/**
 * Giving up the running offers of some entries (they left the waitlist): each offer is withdrawn,
 * and its held time released unless another entry's offer still shares it (broadcast). The hold's
 * row is locked before its offers, the order every claim takes too, so the two never deadlock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { waitlistOffers } from '../../db/schema';
import { releaseWaitlistHolds } from '../../domain/booking-store/holds';
import { lockBookingRows } from '../../domain/booking-store/rows';

const OPEN = ['sent', 'seen'];

/** Withdraws the entries' open offers; returns the dates whose held time was released. */
export async function withdrawOffers(tx: Tx, entryIds: number[], now: Date): Promise<string[]> {
  const open = await tx
    .select({ holdId: waitlistOffers.holdBookingId })
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, entryIds), inArray(waitlistOffers.state, OPEN)));
  const holds = [...new Set(open.flatMap((o) => (o.holdId ? [o.holdId] : [])))];
  await lockBookingRows(tx, holds);
  await tx
    .update(waitlistOffers)
    .set({ state: 'withdrawn', settledAt: now })
    .where(and(inArray(waitlistOffers.entryId, entryIds), inArray(waitlistOffers.state, OPEN)));
  const dates: string[] = [];
  for (const holdId of holds) {
    const [still] = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.holdBookingId, holdId), inArray(waitlistOffers.state, OPEN)))
      .limit(1);
    if (still) continue;
    dates.push(...(await releaseWaitlistHolds(tx, [holdId], now)));
  }
  return dates;
}
