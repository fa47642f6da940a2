/**
 * The 429 of every limit (and the 503 of a full password line): a clear message and how long to
 * wait, in `Retry-After`. An answer to a call, so it lives in http/; the limits (limits/) only say
 * how long.
 */
import type { FastifyReply } from 'fastify';
import { busy, type DomainError, rateLimited } from '../domain/domain-error';

export function tooManyAttempts(reply: FastifyReply, msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  return rateLimited('rate_limited_wait', {
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  });
}

/**
 * The 503 of a full password line (limits/password-line.ts): nothing was checked, try again in a
 * moment. Not a failure of the account or the address.
 */
export function passwordChecksBusy(reply: FastifyReply): DomainError {
  reply.header('retry-after', '1');
  return busy('password_checks_busy');
}
