/** HTTP handlers of sign-in, registration, sign-out and session restore. */

import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { notAllowed, notSignedIn } from '../../domain/domain-error';
import type { Gate, Gates, Handlers } from '../../http/register-api';
import { passwordChecksBusy, tooManyAttempts } from '../../http/retry-after';
import { withMessage } from '../../i18n/with-message';
import { addressKey } from '../../limits/address-key';
import type { LoginGuard } from '../../limits/login-guard';
import { type PasswordLane, PasswordLineFull } from '../../limits/password-line';
import { slowDown } from '../../limits/slow-down';
import { passwordLine } from '../../passwords/hashing';
import { adminLogin, customerLogin, logout, register, whoAmI } from './service';

/**
 * One sign-in behind its guard: limited callers get 429, a full password line 503 (not a failure of
 * the address, but counted as a refusal, of which an address may have 60 a minute), a wrong
 * password 401 and a counted failure.
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
  const lane = check.known ? 'trusted' : 'open';
  const refuse = async () => {
    await guard.notChecked(ip);
    return passwordChecksBusy(reply);
  };
  // a full line is answered before the account is even looked up: a flood costs as little as it can
  if (!passwordLine.hasRoom(lane)) throw await refuse();
  const session = await attempt(lane).catch(async (e: unknown) => {
    if (!(e instanceof PasswordLineFull)) throw e;
    throw await refuse();
  });
  if (!session) {
    await guard.failed(ip, username);
    throw notSignedIn(refusal);
  }
  await guard.succeeded(ip, username);
  return session;
}

/**
 * Before a sign-in is read: an address past its bounds gets 429 (after a pause: slow-down.ts),
 * and while the password line is full an address no account ever signed in from gets 503 at once,
 * so a flood costs no parsing.
 * Addresses that signed in before go on to `guardedSignIn`, whose known pairs go ahead in the line.
 */
const signInGate =
  (guardOf: (deps: Deps) => LoginGuard): Gate =>
  async ({ req, reply, deps }) => {
    const guard = guardOf(deps);
    const ip = addressKey(req.ip, deps.config.ipv6PrefixLength);
    const wait = await guard.addressWait(ip);
    if (wait !== null) {
      await slowDown();
      throw tooManyAttempts(reply, wait);
    }
    if (passwordLine.hasRoom('open') || (await guard.knownAddress(ip))) return;
    await guard.refusedUnread(ip);
    throw passwordChecksBusy(reply);
  };

export const authGates = {
  login: signInGate((deps) => deps.limits.customerLogin),
  adminLogin: signInGate((deps) => deps.limits.staffLogin),
} satisfies Gates;

export const authHandlers = {
  // a full password line answers 503 through the error handler (http/envelope.ts)
  register: async ({ body, deps }) =>
    withMessage(await register(deps.db, deps.config.tokenTtlHours, body), 'registered'),

  login: async ({ body, deps, req, reply }) =>
    withMessage(
      await guardedSignIn(
        deps.limits.customerLogin,
        addressKey(req.ip, deps.config.ipv6PrefixLength),
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
        addressKey(req.ip, deps.config.ipv6PrefixLength),
        reply,
        body.username,
        'invalid_admin_credentials',
        (lane) => adminLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password, lane),
      ),
      'logged_in',
    ),

  adminRegister: async () => {
    throw notAllowed('admin_registration_disabled');
  },

  logout: async ({ deps, principal }) => withMessage(await logout(deps.db, principal), 'logged_out'),

  me: async ({ deps, principal }) => whoAmI(deps.db, principal),
} satisfies Handlers;
