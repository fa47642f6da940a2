/** HTTP handlers of web push: the public key, subscribe, unsubscribe, a device's state, and the admin view. */
import { ApiError, withMessage } from '../../plugins/api-error';
import type { Ctx, Handlers } from '../../plugins/register-api';
import { adminStatus, status, subscribe, unsubscribe } from './service';
import { PushThrottle } from './throttle';

// one throttle per running app (tests start several apps in one process)
const throttles = new WeakMap<object, PushThrottle>();
function limit(ctx: Pick<Ctx<'pushStatus'>, 'deps' | 'req'>): void {
  let t = throttles.get(ctx.deps);
  if (!t) {
    t = new PushThrottle(() => ctx.deps.now().getTime());
    throttles.set(ctx.deps, t);
  }
  if (!t.take(ctx.req.ip)) throw new ApiError(429, 'rate_limited', 'rate_limited');
}

export const pushHandlers: Handlers = {
  pushPublicKey: async ({ deps }) => ({ public_key: deps.secrets.vapid.publicKey }),
  pushSubscribe: async (ctx) => {
    limit(ctx);
    return withMessage(await subscribe(ctx.deps, ctx.body, ctx.principal), 'push_subscribed');
  },
  pushUnsubscribe: async (ctx) => {
    limit(ctx);
    return withMessage(await unsubscribe(ctx.deps, ctx.body.endpoint), 'push_unsubscribed');
  },
  pushStatus: async (ctx) => {
    limit(ctx);
    return status(ctx.deps, ctx.body);
  },
  pushAdminStatus: ({ deps }) => adminStatus(deps),
};
