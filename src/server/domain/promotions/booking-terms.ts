/** The promo terms a booking was given, for pricing it again when it moves to another stylist. */
import { eq } from 'drizzle-orm';
import type { PromoTerms } from '#shared/domain/promo';
import type { Db, Tx } from '../../db/connect';
import { promotionUses } from '../../db/schema';
import { termsOf } from './promotion-rules';

/** The terms recorded with the booking's use of a code; null for a booking without one. */
export async function bookingPromoTerms(db: Db | Tx, bookingId: number): Promise<PromoTerms | null> {
  const [use] = await db.select().from(promotionUses).where(eq(promotionUses.bookingId, bookingId));
  return use ? termsOf(use) : null;
}
