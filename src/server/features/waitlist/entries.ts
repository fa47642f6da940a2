/**
 * Joining and leaving the waitlist. A signed-in customer joins as themselves (their profile's
 * contact); a guest gives a name, phone and email and gets the entry's signed token, the only proof
 * that lets them leave it (an id or an email never does), which the joined email carries as its
 * leave link. A forged token is refused (403); without one, someone else's entry is not found (404).
 * Leaving gives up a running offer: its held time is released at once unless other entries share it
 * (broadcast).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type WaitlistEntryPage,
  type WaitlistEntryRequest,
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
import { invalid, missing, notAllowed, notSignedIn } from '../../domain/domain-error';
import { schemaRefusal } from '../../domain/field-refusal';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { bookingLanguage } from '../../jobs/booking-events';
import { queueJoinedEmail } from '../../jobs/waitlist-joined-email';
import { verifyWaitlistEntryToken, waitlistEntryToken } from '../../links/waitlist-links';
import { entryViews } from './views';
import { withdrawOffers } from './withdraw';

type Join = z.output<typeof WaitlistJoinRequest>;

async function contactOf(deps: Deps, body: Join, principal: Principal | null, lang: Lang) {
  if (principal?.kind === 'customer') {
    const [c] = await deps.db.select().from(customers).where(eq(customers.id, principal.customerId));
    if (!c) throw notSignedIn('session_expired');
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
  if (qualified.length === 0) throw invalid(body.stylist_id ? 'stylist_not_found' : 'no_stylist_free');
  const dates = body.preferences.map((p) => p.date).sort();
  if (dates.some((d) => !isBookableDate(d, salon.time_zone, now, salon.booking_window_days)))
    throw invalid('waitlist_dates_passed', { days: salon.booking_window_days });
  const expiresOn = body.expires_on ?? dates[dates.length - 1]!;
  if (expiresOn < dates[0]!) throw invalid('waitlist_expiry_before');
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
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
      .returning();
    const entry = row!;
    // a signed-in customer leaves from My bookings; a guest only by the emailed link
    if (!contact.customerId) {
      const [view] = await entryViews(tx, [entry], bookingLanguage(entry.language));
      await queueJoinedEmail(tx, deps, {
        entry,
        serviceNames: view!.service_names,
        stylistName: view!.stylist_name,
        salon,
      });
    }
    return entry.id;
  });
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
  // a token that was not issued for this entry is a forged link, whoever calls
  if (
    body.manage_token !== undefined &&
    !verifyWaitlistEntryToken(deps.secrets.manage, body.entry_id, body.manage_token)
  )
    throw notAllowed('waitlist_link_forged');
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, body.entry_id));
  const owner =
    entry &&
    ((principal?.kind === 'customer' && entry.customerId === principal.customerId) ||
      verifyWaitlistEntryToken(deps.secrets.manage, entry.id, body.manage_token));
  // someone else's entry (or none) looks the same: not found
  if (!entry || !owner) throw missing('waitlist_entry_not_found');
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

/** A guest's entry, for its leave link's page: 403 when the token was not issued for it. */
export async function readEntry(
  deps: Deps,
  body: WaitlistEntryRequest,
  lang: Lang,
): Promise<WaitlistEntryPage> {
  if (!verifyWaitlistEntryToken(deps.secrets.manage, body.entry_id, body.manage_token))
    throw notAllowed('waitlist_link_forged');
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, body.entry_id));
  // erased with its customer's data
  if (!entry) throw missing('waitlist_entry_not_found');
  const [view] = await entryViews(deps.db, [entry], lang);
  const { offer: _offer, offer_path: _path, full_name: _name, ...page } = view!;
  return page;
}
