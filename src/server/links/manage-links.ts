/**
 * Signed manage links: `/manage/{bookingId}?t=<token>`, where the token is the HMAC-SHA256 of the
 * booking id under the server's manage secret (base64url). It is the guest's proof that the booking
 * is theirs (the confirmation email carries it; the book call returns it), so changing the id breaks
 * it. It stops working a day after the booking ends (checked against the booking's current end,
 * so a rescheduled booking keeps a working link).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long after the booking's end a manage link still opens the booking. */
export const MANAGE_LINK_GRACE_MS = 24 * 3600_000;

export function manageToken(secret: string, bookingId: number): string {
  return createHmac('sha256', secret).update(`manage:${bookingId}`).digest('base64url');
}

/** True when `token` was issued for exactly this booking; constant time. */
export function verifyManageToken(secret: string, bookingId: number, token: string | undefined): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(manageToken(secret, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a link for a booking that ends at `endsAt` has expired. */
export const manageLinkExpired = (endsAt: Date, now: Date) =>
  now.getTime() > endsAt.getTime() + MANAGE_LINK_GRACE_MS;

/** The absolute link the confirmation and change emails carry. */
export function manageLink(publicUrl: string, secret: string, bookingId: number): string {
  return `${publicUrl}/manage/${bookingId}?t=${manageToken(secret, bookingId)}`;
}
