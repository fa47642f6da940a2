/** An error with an honest HTTP status, a stable code and a catalogue message key. */
import type { ErrorCode } from '#shared/envelope';
import type { DomainError, Refusal } from '../domain/domain-error';
import type { MessageKey } from '../i18n/catalogue';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly errors: string[] = [],
    /** What the client needs to recover (e.g. the new total of a `price_changed`); null by default. */
    readonly data: unknown = null,
    /** One message per bad field (a 400 `validation`), as the envelope's `field_errors`. */
    readonly fieldErrors: Record<string, string> | null = null,
  ) {
    super(messageKey);
  }
}

const REFUSAL_STATUS: Record<Refusal, [number, ErrorCode]> = {
  invalid: [400, 'validation'],
  not_found: [404, 'not_found'],
  conflict: [409, 'conflict'],
  slot_taken: [409, 'slot_taken'],
  promo_unknown: [400, 'promo_not_applicable'],
  promo_not_applicable: [409, 'promo_not_applicable'],
};

/** A rule of the salon's refusal, as the HTTP answer says it. */
export function fromDomainError(e: DomainError): ApiError {
  const [status, code] = REFUSAL_STATUS[e.refusal];
  return new ApiError(status, code, e.messageKey, e.params, [], e.data);
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new ApiError(400, 'validation', key, params);
export const notFound = (key: MessageKey = 'not_found', params?: Record<string, string | number>) =>
  new ApiError(404, 'not_found', key, params);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new ApiError(409, 'conflict', key, params);
export const forbidden = (key: MessageKey = 'forbidden') => new ApiError(403, 'forbidden', key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new ApiError(401, 'unauthorized', key);

/** A handler's result with a success message to show (e.g. as a toast). */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}
export const withMessage = <T>(data: T, key: MessageKey, params?: Record<string, string | number>) =>
  new WithMessage(data, key, params);
