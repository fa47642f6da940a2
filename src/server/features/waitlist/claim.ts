/**
 * An offer's link: reading it, and claiming it. The link's token is the only proof (403 when
 * forged); an offer past its time, withdrawn, or whose hold is gone answers 410; in broadcast, the
 * first claim books the shared hold and every later one is refused with 409 (`waitlist_offer_taken`).
 *
 * Claiming turns the held booking row into the entry's booking, in one transaction that locks the
 * hold's row first (every claim of one hold waits there, so exactly one wins on any number of
 * instances) and then the offer. The held row becomes the claimer's booking on the same terms as the
 * book call gives (placement/claim-hold.ts: the accepted methods, a deposit or card the policy asks,
 * the payment hold), and the answer is the booking as the book call answers it.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { BookResponse } from '#shared/contract/bookings';
import type {
  WaitlistClaimRequest,
  WaitlistOfferPage,
  WaitlistOfferRequest,
} from '#shared/contract/waitlist';
import type { Db } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockedBookingRow } from '../../domain/booking-store/rows';
import { bookingView } from '../../domain/booking-view';
import { DomainError, notAllowed, refused } from '../../domain/domain-error';
import { acceptedPayment, salonTerms } from '../../domain/placement/booking-terms';
import { claimHeldTime } from '../../domain/placement/claim-hold';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed, bookingLanguage } from '../../jobs/booking-events';
import { verifyWaitlistOfferToken } from '../../links/waitlist-links';
import { offerViews } from './views';

const OPEN = ['sent', 'seen'];
const lapsed = () => new DomainError('gone', 'waitlist_offer_lapsed');

/** The offer and its entry, when the token was issued for it; 403 otherwise. */
async function provenOffer(db: Db, secret: string, body: WaitlistOfferRequest) {
  if (!verifyWaitlistOfferToken(secret, body.offer_id, body.token)) throw notAllowed('waitlist_offer_forged');
  const [row] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.id, body.offer_id));
  if (!row) throw lapsed();
  return row;
}

/**
 * The offer's page: what is offered and until when. Reading it marks the offer seen (the desk shows
 * it); the page's own GET, which mail scanners follow, is the app's shell and changes nothing.
 */
export async function readOffer(
  deps: Deps,
  body: WaitlistOfferRequest,
  lang: Lang,
): Promise<WaitlistOfferPage> {
  const now = deps.now();
  const row = await provenOffer(deps.db, deps.secrets.manage, body);
  if (row.offer.state === 'lapsed' || row.offer.state === 'withdrawn') throw lapsed();
  if (OPEN.includes(row.offer.state) && row.offer.expiresAt <= now) throw lapsed();
  let offer = row.offer;
  if (offer.state === 'sent') {
    const [seen] = await deps.db
      .update(waitlistOffers)
      .set({ state: 'seen', seenAt: now })
      .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, 'sent')))
      .returning();
    if (seen) {
      offer = seen;
      await deps.bus.publish({ topic: 'bookings', date: offer.bookingDate });
    }
  }
  const [view] = await offerViews(deps.db, [{ offer, entry: row.entry }], lang);
  const salon = await readSalonProfile(deps.db);
  return { ...view!, salon_time_zone: salon.time_zone, allow_pay_at_salon: salon.allow_pay_at_salon };
}

export async function claimOffer(deps: Deps, body: WaitlistClaimRequest): Promise<BookResponse> {
  const now = deps.now();
  const { offer, entry } = await provenOffer(deps.db, deps.secrets.manage, body);
  const terms = salonTerms(await readSalonProfile(deps.db), deps.config);
  // the same methods as the book call accepts, refused before anything changes
  const payment = acceptedPayment(terms, body.payment_keyword);
  const holdId = offer.holdBookingId;
  if (!holdId) throw lapsed();
  const lang = bookingLanguage(entry.language);

  const bookingId = await deps.db.transaction(async (tx) => {
    // every claim of this hold queues here: the first one changes it, the others then see it changed
    const hold = await lockedBookingRow(tx, holdId);
    const [mine] = await tx
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offer.id))
      .for('update');
    if (!hold || !mine) throw lapsed();
    if (mine.state === 'claimed') return hold.id; // the same link tapped twice
    if (mine.state === 'taken') throw refused('waitlist_offer_taken');
    if (!OPEN.includes(mine.state) || mine.expiresAt <= now) throw lapsed();
    if (hold.kind !== 'waitlist_hold') throw refused('waitlist_offer_taken');
    if (hold.status !== 'pending') throw lapsed();
    const contact = {
      customerId: entry.customerId,
      name: entry.fullName,
      email: entry.email,
      phone: entry.phone,
    };
    const { confirmed } = await claimHeldTime(tx, hold, { contact, lang, payment, terms, now });
    await tx
      .update(waitlistOffers)
      .set({ state: 'claimed', settledAt: now })
      .where(eq(waitlistOffers.id, mine.id));
    // in broadcast, the others sharing this hold lost it; their entries wait again
    const taken = await tx
      .update(waitlistOffers)
      .set({ state: 'taken', settledAt: now })
      .where(
        and(
          eq(waitlistOffers.holdBookingId, hold.id),
          ne(waitlistOffers.id, mine.id),
          inArray(waitlistOffers.state, OPEN),
        ),
      )
      .returning({ entryId: waitlistOffers.entryId });
    if (taken.length)
      await tx
        .update(waitlistEntries)
        .set({ state: 'waiting', updatedAt: now })
        .where(
          and(
            inArray(
              waitlistEntries.id,
              taken.map((t) => t.entryId),
            ),
            eq(waitlistEntries.state, 'offered'),
          ),
        );
    await tx
      .update(waitlistEntries)
      .set({ state: 'booked', bookingId: hold.id, updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id));
    if (confirmed) await bookingConfirmed(tx, deps, hold.id, { paid: false, lang });
    return hold.id;
  });
  await deps.bus.publish({ topic: 'bookings', date: offer.bookingDate });
  const view = await bookingView(deps.db, bookingId, lang);
  if (!view) throw lapsed();
  return view;
}
