/**
 * A booking takes a promo code: the code is checked when the booking is asked for (a clear refusal
 * before any time is held), then again inside the booking's transaction under a lock on the
 * promotion's row, taken before any stylist's time is claimed. Every booking with the same code
 * waits there for the one before it to commit, so the uses it counts next are exact: N bookings at
 * once with a code good for M uses get M discounts, and the others a refusal.
 */
import type { PromoRefusal } from '#shared/contract/promotions';
import { salonToday } from '#shared/salon-time';
import type { Db, Tx } from '../../db/connect';
import { promotionUses } from '../../db/schema';
import { DomainError } from '../domain-error';
import {
  findPromotion,
  type PromoPerson,
  type PromotionRow,
  refusalByTerms,
  refusalByUses,
} from './promotion-rules';

/** A code the salon does not have, or one that does not apply (any more), with the reason. */
function promoRefused(reason: PromoRefusal): DomainError {
  return reason === 'unknown'
    ? new DomainError('promo_unknown', 'invalid_promo', {}, { reason })
    : new DomainError('promo_not_applicable', `promo_${reason}`, {}, { reason });
}

export type PromoAsk = {
  code: string;
  serviceIds: readonly number[];
  /** Who uses it; null checks neither the first visit nor the uses per customer. */
  person: PromoPerson | null;
  now: Date;
  timeZone: string;
  /** In the booking's transaction: hold the promotion's row until it commits. */
  lock?: boolean;
};

/** The promotion of a code that applies to this booking, or its refusal. */
export async function promotionFor(db: Db | Tx, ask: PromoAsk): Promise<PromotionRow> {
  const p = await findPromotion(db, ask.code, ask.lock);
  if (!p) throw promoRefused('unknown');
  const reason =
    refusalByTerms(p, salonToday(ask.timeZone, ask.now), ask.serviceIds) ??
    (await refusalByUses(db, p, ask.person, ask.now));
  if (reason) throw promoRefused(reason);
  return p;
}

/** The booking's use of the code, with the terms it was given, in the booking's transaction. */
export async function recordPromotionUse(tx: Tx, bookingId: number, p: PromotionRow): Promise<void> {
  await tx.insert(promotionUses).values({
    bookingId,
    promotionId: p.id,
    code: p.code,
    percentOff: p.percentOff,
    amountOff: p.amountOff,
    serviceIds: p.serviceIds,
  });
}
