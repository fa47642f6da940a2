/**
 * How the HTTP layer answers a refusal: its status and the envelope's stable code, from one table.
 * Code below http/ throws `DomainError` (domain/domain-error.ts) and never chooses a status; only
 * http/ imports this module (`npm run lint`, scripts/lint-rules/api-error-in-http-only.grit).
 */
import type { ErrorCode } from '#shared/envelope';
import type { DomainError, Refusal } from '../domain/domain-error';

/**
 * The status and envelope code of each refusal: every refused request's answer comes from here. */
export const REFUSAL_STATUS: Record<Refusal, readonly [number, ErrorCode]> = {
  invalid: [400, 'validation'],
  unauthorized: [401, 'unauthorized'],
  forbidden: [403, 'forbidden'],
  not_found: [404, 'not_found'],
  conflict: [409, 'conflict'],
  slot_taken: [409, 'slot_taken'],
  price_changed: [409, 'price_changed'],
  // an unknown code is the caller's mistake; a known one that does not apply is the salon's state
  promo_unknown: [400, 'promo_not_applicable'],
  promo_not_applicable: [409, 'promo_not_applicable'],
  gone: [410, 'gone'],
  too_many_holds: [429, 'too_many_holds'],
  invalid_signature: [400, 'invalid_signature'],
  payload_too_large: [413, 'payload_too_large'],
  unsupported_media_type: [415, 'unsupported_media_type'],
  rate_limited: [429, 'rate_limited'],
  // the client waits and asks again, as for a limit; the status says the server, not the caller, is full
  busy: [503, 'rate_limited'],
  unavailable: [503, 'unavailable'],
};

/**
 * A refusal as the envelope says it. */
export type RefusalAnswer = {
  status: number;
  code: ErrorCode;
  /** The envelope's `errors`: one "field: message" per bad field, or none (then the message alone). */
  errors: string[];
};

/**
 * The status, code and errors list of a refusal. */
export function answerOf(e: DomainError): RefusalAnswer {
  const [status, code] = REFUSAL_STATUS[e.refusal];
  const fields = e.fieldErrors ? Object.entries(e.fieldErrors).map(([f, m]) => `${f}: ${m}`) : [];
  return { status, code, errors: fields };
}
