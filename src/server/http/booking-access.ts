/**
 * Who may see and change a booking here: its signed-in owner, or whoever holds its manage token
 * (the signed link of the confirmation email, or the capability the book call returned to a
 * guest). A token for another booking, or a forged one, is 403; another customer's booking id is
 * 404, the same answer as an id that does not exist, so ids cannot be probed. Staff have calls of
 * their own.
 */
import type { Db, Tx } from '../db/connect';
import type { Deps } from '../deps';
import type { Actor } from '../domain/booking-history';
import { type BookingRow, bookingRowFor } from '../domain/booking-store/rows';
import { missing, notAllowed, notSignedIn } from '../domain/domain-error';
import { manageLinkExpired, verifyManageToken } from '../links/manage-links';
import type { Principal } from './auth';

export type Owned = { booking: BookingRow; actor: Actor };

export async function ownedBooking(
  db: Db | Tx,
  deps: Deps,
  req: { booking_id: number; manage_token?: string | undefined },
  principal: Principal | null,
  opts: { lock?: boolean } = {},
): Promise<Owned> {
  const token = req.manage_token;
  if (token && !verifyManageToken(deps.secrets.manage, req.booking_id, token))
    throw notAllowed('manage_link_invalid');
  if (!token && principal?.kind !== 'customer') throw notSignedIn('manage_sign_in');
  const owner = token || principal?.kind !== 'customer' ? null : principal.customerId;
  const booking = await bookingRowFor(db, req.booking_id, owner, opts);
  if (!booking) throw missing('booking_not_found');
  if (token && manageLinkExpired(booking.endsAt, deps.now())) throw notAllowed('manage_link_expired');
  return { booking, actor: actorOf(booking) };
}

function actorOf(b: BookingRow): Actor {
  return b.customerId
    ? { kind: 'customer', id: b.customerId, name: b.customerName }
    : { kind: 'guest', name: b.customerName };
}
