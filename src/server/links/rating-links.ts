/**
 * Signed rating links: `/ratings/{bookingId}/{customerId}?t=<token>`, where the token is the
 * HMAC-SHA256 of the booking and customer ids under the server's rating secret (base64url). Changing
 * either id breaks the token, so nobody can rate someone else's visit. Guests have customer id 0.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function ratingToken(secret: string, bookingId: number, customerId: number): string {
  return createHmac('sha256', secret).update(`rating:${bookingId}:${customerId}`).digest('base64url');
}

/** True when `token` was issued for exactly this booking and customer; constant time. */
export function verifyRatingToken(
  secret: string,
  bookingId: number,
  customerId: number,
  token: string | undefined,
): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(ratingToken(secret, bookingId, customerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link a rating invitation carries. */
export function ratingLink(publicUrl: string, secret: string, bookingId: number, customerId: number): string {
  return `${publicUrl}/ratings/${bookingId}/${customerId}?t=${ratingToken(secret, bookingId, customerId)}`;
}
