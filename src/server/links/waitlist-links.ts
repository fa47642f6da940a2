/**
 * Signed waitlist links, like the manage links: a guest's entry (`manage_token`, to leave it) and an
 * offer (`/waitlist/offer/{offerId}?t=<token>`) are proved by the HMAC-SHA256 of their id under the
 * server's manage secret, each with a purpose of its own so one token never opens the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, purpose: string, id: number) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

function verify(secret: string, purpose: string, id: number, token: string | undefined): boolean {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(sign(secret, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const waitlistEntryToken = (secret: string, entryId: number) =>
  sign(secret, 'waitlist-entry', entryId);
export const verifyWaitlistEntryToken = (secret: string, entryId: number, token: string | undefined) =>
  verify(secret, 'waitlist-entry', entryId, token);

export const waitlistOfferToken = (secret: string, offerId: number) =>
  sign(secret, 'waitlist-offer', offerId);
export const verifyWaitlistOfferToken = (secret: string, offerId: number, token: string | undefined) =>
  verify(secret, 'waitlist-offer', offerId, token);

/** The path of an offer's one-tap page (the email's link, and a push's tap). */
export const waitlistOfferPath = (secret: string, offerId: number) =>
  `/waitlist/offer/${offerId}?t=${waitlistOfferToken(secret, offerId)}`;

/** The path of a guest's "Leave the waitlist" page (the join and offer emails' link). */
export const waitlistLeavePath = (secret: string, entryId: number) =>
  `/waitlist/leave/${entryId}?t=${waitlistEntryToken(secret, entryId)}`;
