/**
 * A customer checks a code at checkout, before booking, for the services (and stylist) chosen: the
 * discount it gives, priced as the booking will price it, or why it does not apply. The visit and
 * per-customer limits are asked only for a signed-in customer, whose token proves who they are;
 * answering them for any email typed in would tell a stranger whether that person has booked here.
 */

import { eq } from 'drizzle-orm';
import type { PromoCheck, PromoCheckRequest } from '#shared/contract/promotions';
import { priceBooking } from '#shared/domain/promo';
import { readSalonProfile } from '../../db/salon-settings';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { loadChosenServices, qualifiedStylists } from '../../domain/availability/qualified';
import { promotionFor } from '../../domain/promotions/claim-promotion';
import { type PromoPerson, termsOf } from '../../domain/promotions/promotion-rules';
import type { Principal } from '../../http/auth';

async function signedInPerson(deps: Deps, principal: Principal | null): Promise<PromoPerson | null> {
  if (principal?.kind !== 'customer') return null;
  const [c] = await deps.db.select().from(customers).where(eq(customers.id, principal.customerId));
  return c ? { customerId: c.id, email: c.email, phone: c.phoneNumber } : null;
}

export async function checkPromo(
  deps: Deps,
  body: PromoCheckRequest,
  principal: Principal | null,
): Promise<PromoCheck> {
  const now = deps.now();
  const salon = await readSalonProfile(deps.db);
  const p = await promotionFor(deps.db, {
    code: body.promo_code,
    serviceIds: body.selected_service_ids,
    person: await signedInPerson(deps, principal),
    now,
    timeZone: salon.time_zone,
  });
  const chosen = await loadChosenServices(deps.db, body.selected_service_ids);
  // a named stylist's prices; for any stylist, the services' own
  const [q] = body.stylist_id
    ? await qualifiedStylists(deps.db, body.selected_service_ids, body.stylist_id)
    : [];
  const terms = termsOf(p);
  const price = priceBooking(
    chosen.map((s) => ({ service_id: s.id, price: q?.prices.get(s.id) ?? Number(s.price) })),
    terms,
  );
  return {
    promo_code: p.code,
    percent_off: terms.percent_off,
    amount_off: terms.amount_off,
    service_ids: p.serviceIds,
    first_visit_only: p.firstVisitOnly,
    subtotal: price.subtotal,
    discount_amount: price.discount_amount,
    total_amount: price.total_amount,
  };
}
