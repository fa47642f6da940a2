/**
 * The 429 of every limit (and the 503 of a full password line): a clear message and how long to
 * wait, in `Retry-After`. An answer to a call, so it lives in http/; the limits (limits/) only say
 * how long.
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from './api-error';

export function tooManyAttempts(reply: FastifyReply, msBeforeNext: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  return new ApiError(429, 'rate_limited', 'rate_limited_wait', {
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  });
}

/**
 * The 503 of a full password line (limits/password-line.ts): nothing was checked, try again in a
 * moment. Not a failure of the account or the address.
 */
export function passwordChecksBusy(reply: FastifyReply): ApiError {
  reply.header('retry-after', '1');
  return new ApiError(503, 'rate_limited', 'password_checks_busy');
}
