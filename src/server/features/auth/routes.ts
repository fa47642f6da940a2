/** HTTP handlers of sign-in, registration, sign-out and session restore. */

import type { FastifyReply } from 'fastify';
import { ApiError, withMessage } from '../../http/api-error';
import type { Handlers } from '../../http/register-api';
import type { LoginGuard } from '../../limits/login-guard';
import { type PasswordLane, PasswordLineFull } from '../../limits/password-line';
import { passwordChecksBusy, tooManyAttempts } from '../../limits/retry';
import { adminLogin, customerLogin, logout, register, whoAmI } from './service';

/**
 * One sign-in behind its guard: limited callers get 429, a full password line 503 (the attempt is
 * not counted against the address), a wrong password 401 and a counted failure.
 */
async function guardedSignIn<S>(
  guard: LoginGuard,
  ip: string,
  reply: FastifyReply,
  username: string,
  refusal: 'invalid_credentials' | 'invalid_admin_credentials',
  attempt: (lane: PasswordLane) => Promise<S | null>,
): Promise<S> {
  const check = await guard.check(ip, username);
  if (!check.ok) throw tooManyAttempts(reply, check.msBeforeNext);
  const session = await attempt(check.known ? 'trusted' : 'open').catch(async (e: unknown) => {
    if (!(e instanceof PasswordLineFull)) throw e;
    await guard.notChecked(ip);
    throw passwordChecksBusy(reply);
  });
  if (!session) {
    await guard.failed(ip, username);
    throw new ApiError(401, 'unauthorized', refusal);
  }
  await guard.succeeded(ip, username);
  return session;
}

export const authHandlers = {
  // a full password line answers 503 through the error handler (http/envelope.ts)
  register: async ({ body, deps }) =>
    withMessage(await register(deps.db, deps.config.tokenTtlHours, body), 'registered'),

  login: async ({ body, deps, req, reply }) =>
    withMessage(
      await guardedSignIn(
        deps.limits.customerLogin,
        req.ip,
        reply,
        body.username,
        'invalid_credentials',
        (lane) => customerLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password, lane),
      ),
      'logged_in',
    ),

  adminLogin: async ({ body, deps, req, reply }) =>
    withMessage(
      await guardedSignIn(
        deps.limits.staffLogin,
        req.ip,
        reply,
        body.username,
        'invalid_admin_credentials',
        (lane) => adminLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password, lane),
      ),
      'logged_in',
    ),

  adminRegister: async () => {
    throw new ApiError(403, 'forbidden', 'admin_registration_disabled');
  },

  logout: async ({ deps, principal }) => withMessage(await logout(deps.db, principal), 'logged_out'),

  me: async ({ deps, principal }) => whoAmI(deps.db, principal),
} satisfies Handlers;
