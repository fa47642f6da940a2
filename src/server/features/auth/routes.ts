/** HTTP handlers of sign-in, registration, sign-out and session restore. */

import { ApiError, withMessage } from '../../http/api-error';
import type { Handlers } from '../../http/register-api';
import { tooManyAttempts } from '../../limits/retry';
import { adminLogin, customerLogin, logout, register, whoAmI } from './service';

export const authHandlers = {
  register: async ({ body, deps }) =>
    withMessage(await register(deps.db, deps.config.tokenTtlHours, body), 'registered'),

  login: async ({ body, deps, req, reply }) => {
    const guard = deps.limits.customerLogin;
    const check = await guard.check(req.ip, body.username);
    if (!check.ok) throw tooManyAttempts(reply, check.msBeforeNext);
    const session = await customerLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password);
    if (!session) {
      await guard.failed(req.ip, body.username);
      throw new ApiError(401, 'unauthorized', 'invalid_credentials');
    }
    await guard.succeeded(req.ip, body.username);
    return withMessage(session, 'logged_in');
  },

  adminLogin: async ({ body, deps, req, reply }) => {
    const guard = deps.limits.staffLogin;
    const check = await guard.check(req.ip, body.username);
    if (!check.ok) throw tooManyAttempts(reply, check.msBeforeNext);
    const session = await adminLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password);
    if (!session) {
      await guard.failed(req.ip, body.username);
      throw new ApiError(401, 'unauthorized', 'invalid_admin_credentials');
    }
    await guard.succeeded(req.ip, body.username);
    return withMessage(session, 'logged_in');
  },

  adminRegister: async () => {
    throw new ApiError(403, 'forbidden', 'admin_registration_disabled');
  },

  logout: async ({ deps, principal }) => withMessage(await logout(deps.db, principal), 'logged_out'),

  me: async ({ deps, principal }) => whoAmI(deps.db, principal),
} satisfies Handlers;
