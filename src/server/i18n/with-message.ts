/**
 * A handler's result with a success message to show (e.g. as a toast). Not an error and not HTTP:
 * a feature returns it, and the route layer (http/register-api.ts) puts the message in the envelope.
 */
import type { MessageKey } from './catalogue';

export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}

/** `data`, answered with the message `key` (its values in `params`). */
export const withMessage = <T>(data: T, key: MessageKey, params?: Record<string, string | number>) =>
  new WithMessage(data, key, params);
