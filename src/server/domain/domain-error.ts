/**
 * A rule of the salon refused what was asked. Everything below `http/` (features, domain, jobs,
 * payments, db, limits) refuses with this one kind: which refusal it is (a machine code), and why
 * (a message key and its values, what the caller needs to recover, the bad fields of a form). The
 * HTTP layer alone decides the status and the envelope's code (one table, REFUSAL_STATUS, in http/), so
 * nothing below it knows HTTP.
 */
import type { MessageKey } from '../i18n/catalogue';

/** The kinds of refusal the server gives: the caller's input, who asks, a thing not there, or the salon's state. */
export type Refusal =
  | 'invalid'
  /** not signed in, or a session or link that no longer signs anyone in */
  | 'unauthorized'
  /** signed in, but this is not theirs to do */
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'slot_taken'
  /** the total is not the one the client showed; `data` carries the new one */
  | 'price_changed'
  /** a promo code the salon does not have */
  | 'promo_unknown'
  /** a promo code that does not apply to this booking (any more) */
  | 'promo_not_applicable'
  /** a link or offer that ran out: what it offered is no longer held */
  | 'gone'
  | 'too_many_holds'
  /** a payment notice or return whose signature does not verify */
  | 'invalid_signature'
  | 'payload_too_large'
  | 'unsupported_media_type'
  /** too many attempts: wait (the caller sets Retry-After) */
  | 'rate_limited'
  /** nothing was checked, the line was full: try again in a moment */
  | 'busy'
  /** the database cannot serve just now */
  | 'unavailable';

export type MessageParams = Record<string, string | number>;

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** What the caller needs to recover (e.g. why a code was refused); null by default. */
    readonly data: unknown = null,
    /** One message per bad field of a form, already in the caller's language; null otherwise. */
    readonly fieldErrors: Record<string, string> | null = null,
  ) {
    super(messageKey);
  }
}

/** The caller's input breaks a rule. */
export const invalid = (key: MessageKey, params?: MessageParams) => new DomainError('invalid', key, params);
/** A form's fields are wrong: one message per field, already in the caller's language. */
export const invalidFields = (fieldErrors: Record<string, string>, key: MessageKey = 'validation_failed') =>
  new DomainError('invalid', key, {}, null, fieldErrors);
/** What was asked for is not there (or not the caller's to see). */
export const missing = (key: MessageKey = 'not_found', params?: MessageParams) =>
  new DomainError('not_found', key, params);
/** The salon's state refuses it (a name taken, a booking already cancelled...). */
export const refused = (key: MessageKey, params?: MessageParams) => new DomainError('conflict', key, params);
/** The time asked for is not free (any more). */
export const timeTaken = (key: MessageKey) => new DomainError('slot_taken', key);
/** Nobody is signed in, or the session or link no longer signs anyone in. */
export const notSignedIn = (key: MessageKey = 'unauthorized') => new DomainError('unauthorized', key);
/** Signed in, but not allowed to do this. */
export const notAllowed = (key: MessageKey = 'forbidden') => new DomainError('forbidden', key);
/** The guest already holds as many unpaid times as the salon allows. */
export const tooManyHolds = (key: MessageKey, params?: MessageParams) =>
  new DomainError('too_many_holds', key, params);
/** A payment notice or return that the provider did not sign. */
export const badSignature = (key: MessageKey) => new DomainError('invalid_signature', key);
/** An upload bigger than the salon takes. */
export const tooLarge = (key: MessageKey) => new DomainError('payload_too_large', key);
/** An upload of a kind the salon does not take. */
export const unsupportedMedia = (key: MessageKey) => new DomainError('unsupported_media_type', key);
/** Too many attempts: the caller waits. */
export const rateLimited = (key: MessageKey, params?: MessageParams) =>
  new DomainError('rate_limited', key, params);
/** Nothing was done, the line was full: ask again in a moment. */
export const busy = (key: MessageKey) => new DomainError('busy', key);
