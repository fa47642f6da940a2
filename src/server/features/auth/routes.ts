/** HTTP handlers of sign-in, registration, sign-out and session restore. */
import { ApiError, withMessage } from '../../plugins/api-error';
import type { Handlers } from '../../plugins/register-api';
import { LoginThrottle } from './login-throttle';
import { adminLogin, customerLogin, logout, register, whoAmI } from './service';

// one throttle per running app (tests start several apps in one process)
const throttles = new WeakMap<object, LoginThrottle>();
const throttleOf = (deps: object) => {
  let t = throttles.get(deps);
  if (!t) {
    t = new LoginThrottle();
    throttles.set(deps, t);
  }
  return t;
};
const tooMany = () => new ApiError(429, 'rate_limited', 'rate_limited');

export const authHandlers: Handlers = {
  register: async ({ body, deps }) =>
    withMessage(await register(deps.db, deps.config.tokenTtlHours, body), 'registered'),

  login: async ({ body, deps, req }) => {
    const throttle = throttleOf(deps);
    if (!throttle.allow(req.ip, body.username)) throw tooMany();
    const session = await customerLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password);
    if (!session) {
      throttle.failed(req.ip, body.username);
      throw new ApiError(401, 'unauthorized', 'invalid_credentials');
    }
    throttle.succeeded(body.username);
    return withMessage(session, 'logged_in');
  },

  adminLogin: async ({ body, deps, req }) => {
    const throttle = throttleOf(deps);
    if (!throttle.allow(req.ip, `admin:${body.username}`)) throw tooMany();
    const session = await adminLogin(deps.db, deps.config.tokenTtlHours, body.username, body.password);
    if (!session) {
      throttle.failed(req.ip, `admin:${body.username}`);
      throw new ApiError(401, 'unauthorized', 'invalid_admin_credentials');
    }
    throttle.succeeded(`admin:${body.username}`);
    return withMessage(session, 'logged_in');
  },

  adminRegister: async () => {
    throw new ApiError(403, 'forbidden', 'admin_registration_disabled');
  },

  logout: async ({ deps, principal }) => withMessage(await logout(deps.db, principal), 'logged_out'),

  me: async ({ deps, principal }) => whoAmI(deps.db, principal),
};
