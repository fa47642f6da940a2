/**
 * HMAC-SHA256 signatures over a set of named string parameters. The canonical form sorts the names
 * and URL-encodes every value, so no value can shift into another (`a=1&b=2` is never `a=1%26b%3D2`).
 * Verification compares in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedParams = Record<string, string>;

/** `amount=45.00&orderId=...`: names sorted, values encoded. */
export function canonicalString(params: SignedParams): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k] ?? '')}`)
    .join('&');
}

/** Lower-case hex HMAC-SHA256 of the canonical string. */
export function signParams(secret: string, params: SignedParams): string {
  return createHmac('sha256', secret).update(canonicalString(params)).digest('hex');
}

/** True when `signature` is the HMAC of exactly these parameters; constant time for equal lengths. */
export function verifyParams(secret: string, params: SignedParams, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signParams(secret, params), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
