/**
 * A rule of the salon refused what was asked. The domain says which rule and why (a message key
 * and its values); the HTTP layer decides the status code (http/api-error.ts, `fromDomainError`),
 * so the domain knows nothing of HTTP.
 */
import type { MessageKey } from '../i18n/catalogue';

/** What kind of refusal: the caller's input, a thing not there, or the state of the salon. */
export type Refusal =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'slot_taken'
  /** a promo code the salon does not have */
  | 'promo_unknown'
  /** a promo code that does not apply to this booking (any more) */
  | 'promo_not_applicable';

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** What the caller needs to recover (e.g. why a code was refused); null by default. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const invalid = (key: MessageKey, params?: Record<string, string | number>) =>
  new DomainError('invalid', key, params);
export const missing = (key: MessageKey, params?: Record<string, string | number>) =>
  new DomainError('not_found', key, params);
export const refused = (key: MessageKey, params?: Record<string, string | number>) =>
  new DomainError('conflict', key, params);
/** The time asked for is not free (any more). */
export const timeTaken = (key: MessageKey) => new DomainError('slot_taken', key);
