/** HTTP handlers of the waitlist. */
import { notAllowed } from '../../domain/domain-error';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { manageToken } from '../../links/manage-links';
import { waitlistOfferPath } from '../../links/waitlist-links';
import { claimOffer, readOffer } from './claim';
import { deskEntries, offerManually, waitingCounts } from './desk';
import { joinWaitlist, leaveWaitlist, myEntries, readEntry } from './entries';
import { entryViews } from './views';

export const waitlistHandlers = {
  waitlistJoin: async ({ body, deps, principal, lang }) =>
    withMessage(await joinWaitlist(deps, body, principal, lang), 'waitlist_joined'),
  waitlistListMine: async ({ deps, principal, lang }) => {
    if (principal?.kind !== 'customer') throw notAllowed('forbidden');
    const entries = await entryViews(deps.db, await myEntries(deps, principal.customerId), lang);
    // the owner, proven by their session, may open their running offer from here too
    return entries.map((e) =>
      e.offer && (e.offer.state === 'sent' || e.offer.state === 'seen')
        ? { ...e, offer_path: waitlistOfferPath(deps.secrets.manage, e.offer.id) }
        : e,
    );
  },
  waitlistLeave: async ({ body, deps, principal }) => {
    await leaveWaitlist(deps, body, principal);
    return withMessage(null, 'waitlist_left');
  },
  waitlistEntryGet: async ({ body, deps, lang }) => readEntry(deps, body, lang),
  waitlistOfferGet: async ({ body, deps, lang }) => readOffer(deps, body, lang),
  waitlistClaim: async ({ body, deps }) => {
    const booked = await claimOffer(deps, body);
    // the same capability as the book call's: to pay for, see, move and cancel it without an account
    const booking = { ...booked, manage_token: manageToken(deps.secrets.manage, booked.id) };
    if (!booking.proceed_to_pay || !booking.hold_expires_at)
      return withMessage(booking, 'waitlist_offer_booked');
    const minutes = Math.max(
      1,
      Math.round((Date.parse(booking.hold_expires_at) - deps.now().getTime()) / 60_000),
    );
    return withMessage(booking, 'booked_pay_now', { minutes, count: minutes });
  },
  waitlistList: async ({ body, deps, lang }) => deskEntries(deps.db, body, lang),
  waitlistCounts: async ({ body, deps }) => waitingCounts(deps.db, body),
  waitlistManualOffer: async ({ body, deps, principal, lang }) =>
    offerManually(deps, body, principal?.kind === 'admin' ? principal.username : 'staff', lang),
} satisfies Handlers;
