/** HTTP handlers of web push: the public key, subscribe, unsubscribe, a device's state, and the admin view. */
import { withMessage } from '../../http/api-error';
import type { Handlers } from '../../http/register-api';
import { adminStatus, status, subscribe, unsubscribe } from './service';

// the per-address limits of these calls are the shared ones (src/server/limits/address-limits.ts)
export const pushHandlers = {
  pushPublicKey: async ({ deps }) => ({ public_key: deps.secrets.vapid.publicKey }),
  pushSubscribe: async (ctx) => {
    return withMessage(await subscribe(ctx.deps, ctx.body, ctx.principal), 'push_subscribed');
  },
  pushUnsubscribe: async (ctx) => {
    return withMessage(await unsubscribe(ctx.deps, ctx.body.endpoint), 'push_unsubscribed');
  },
  pushStatus: async (ctx) => {
    return status(ctx.deps, ctx.body);
  },
  pushAdminStatus: ({ deps }) => adminStatus(deps),
} satisfies Handlers;
