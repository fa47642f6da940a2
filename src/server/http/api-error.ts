/**
 * How the HTTP layer answers a refusal: its status and the envelope's stable code, from one table.
 * Code below http/ throws `DomainError` (domain/domain-error.ts) and never chooses a status.
 *
 * `ApiError` and its helpers are the older way to say the same thing, kept for the few files still
 * being rewritten (biome.json lists them); an `ApiError` is a `DomainError` whose refusal is read
 * back from its status and code, so one `instanceof DomainError` catches both.
 */
import type { ErrorCode } from '#shared/envelope';
import { DomainError, type MessageParams, type Refusal } from '../domain/domain-error';
import type { MessageKey } from '../i18n/catalogue';

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
  return { status, code, errors: e instanceof ApiError && e.errors.length ? e.errors : fields };
}

function refusalOf(status: number, code: ErrorCode): Refusal {
  const found = (Object.keys(REFUSAL_STATUS) as Refusal[]).find((r) => {
    const [s, c] = REFUSAL_STATUS[r];
    return s === status && c === code;
  });
  if (!found) throw new Error(`no refusal answers ${status} ${code}`);
  return found;
}

/**
 * The older form of a refusal, by status and code (only those of the table). */
export class ApiError extends DomainError {
  constructor(
    status: number,
    code: ErrorCode,
    messageKey: MessageKey,
    params: MessageParams = {},
    readonly errors: string[] = [],
    data: unknown = null,
    fieldErrors: Record<string, string> | null = null,
  ) {
    super(refusalOf(status, code), messageKey, params, data, fieldErrors);
  }

  get status(): number {
    return REFUSAL_STATUS[this.refusal][0];
  }

  get code(): ErrorCode {
    return REFUSAL_STATUS[this.refusal][1];
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) =>
  new ApiError(400, 'validation', key, params);
export const conflict = (key: MessageKey, params?: MessageParams) =>
  new ApiError(409, 'conflict', key, params);
export const forbidden = (key: MessageKey = 'forbidden') => new ApiError(403, 'forbidden', key);
