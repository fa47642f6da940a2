/**
 * Joining and leaving the waitlist. A signed-in customer joins as themselves (their profile's
 * contact); a guest gives a name, phone and email and gets the entry's signed token, the only proof
 * that lets them leave it (an id or an email never does). Leaving gives up a running offer: its
 * held time is released at once unless other entries share it (broadcast).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WaitlistGuest,
  type WaitlistJoined,
  type WaitlistJoinRequest,
  type WaitlistLeaveRequest,
} from '#shared/contract/waitlist';
import { isBookableDate } from '#shared/domain/window';
import { readSalonProfile } from '../../db/salon-settings';
import { customers, waitlistEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { loadChosenServices, qualifiedStylists } from '../../domain/availability/qualified';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import { schemaRefusal } from '../../http/validation';
import type { Lang } from '../../i18n/catalogue';
import { verifyWaitlistEntryToken, waitlistEntryToken } from '../../links/waitlist-links';
import { withdrawOffers } from './withdraw';

type Join = z.output<typeof WaitlistJoinRequest>;

async function contactOf(deps: Deps, body: Join, principal: Principal | null, lang: Lang) {
  if (principal?.kind === 'customer') {
    const [c] = await deps.db.select().from(customers).where(eq(customers.id, principal.customerId));
    if (!c) throw new ApiError(401, 'unauthorized', 'session_expired');
    return { customerId: c.id, fullName: c.fullName, email: c.email, phone: c.phoneNumber };
  }
  const guest = WaitlistGuest.safeParse(body);
  if (!guest.success) throw schemaRefusal(guest.error, lang, 'contact_required');
  const g = guest.data;
  return { customerId: null, fullName: g.full_name, email: g.email, phone: g.phone_number };
}

export async function joinWaitlist(
  deps: Deps,
  body: Join,
  principal: Principal | null,
  lang: Lang,
): Promise<WaitlistJoined> {
  const now = deps.now();
  const salon = await readSalonProfile(deps.db);
  const contact = await contactOf(deps, body, principal, lang);
  await loadChosenServices(deps.db, body.service_ids);
  const qualified = await qualifiedStylists(deps.db, body.service_ids, body.stylist_id || undefined);
  if (qualified.length === 0) throw badRequest(body.stylist_id ? 'stylist_not_found' : 'no_stylist_free');
  const dates = body.preferences.map((p) => p.date).sort();
  if (dates.some((d) => !isBookableDate(d, salon.time_zone, now, salon.booking_window_days)))
    throw badRequest('waitlist_dates_passed', { days: salon.booking_window_days });
  const expiresOn = body.expires_on ?? dates[dates.length - 1]!;
  if (expiresOn < dates[0]!) throw badRequest('waitlist_expiry_before');
  const [row] = await deps.db
    .insert(waitlistEntries)
    .values({
      ...contact,
      serviceIds: [...new Set(body.service_ids)],
      stylistId: body.stylist_id || null,
      preferences: body.preferences,
      expiresOn,
      language: lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: waitlistEntries.id });
  const id = row!.id;
  return contact.customerId ? { id } : { id, manage_token: waitlistEntryToken(deps.secrets.manage, id) };
}

/** The signed-in customer's entries, newest first (those they left aside). */
export function myEntries(deps: Deps, customerId: number) {
  return deps.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.customerId, customerId), ne(waitlistEntries.state, 'left')))
    .orderBy(desc(waitlistEntries.id))
    .limit(50);
}

export async function leaveWaitlist(deps: Deps, body: WaitlistLeaveRequest, principal: Principal | null) {
  const now = deps.now();
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, body.entry_id));
  const owner =
    entry &&
    ((principal?.kind === 'customer' && entry.customerId === principal.customerId) ||
      verifyWaitlistEntryToken(deps.secrets.manage, entry.id, body.manage_token));
  // someone else's entry (or none) looks the same: not found
  if (!entry || !owner) throw notFound('waitlist_entry_not_found');
  const dates = await deps.db.transaction(async (tx) => {
    const freed = await withdrawOffers(tx, [entry.id], now);
    await tx
      .update(waitlistEntries)
      .set({ state: 'left', updatedAt: now })
      .where(and(eq(waitlistEntries.id, entry.id), inArray(waitlistEntries.state, ['waiting', 'offered'])));
    return freed;
  });
  for (const date of dates) await deps.bus.publish({ topic: 'bookings', date });
}
