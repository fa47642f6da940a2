/** HTTP handlers of web push: the public key, subscribe, unsubscribe, a device's state, and the admin view. */

import type { Principal } from '../../http/auth';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import {
  adminStatus,
  staffStatus,
  staffSubscribe,
  staffUnsubscribe,
  status,
  subscribe,
  unsubscribe,
} from './service';

/** The signed-in back-office account (the route's `staff` access has already checked it). */
function staffId(principal: Principal | null): number {
  if (principal?.kind !== 'admin') throw new Error('staff route without a staff principal');
  return principal.userId;
}

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
  pushStaffSubscribe: async (ctx) => {
    const done = await staffSubscribe(ctx.deps, ctx.body, staffId(ctx.principal));
    return withMessage(done, 'push_staff_subscribed');
  },
  pushStaffUnsubscribe: async (ctx) => {
    const done = await staffUnsubscribe(ctx.deps, ctx.body.endpoint, staffId(ctx.principal));
    return withMessage(done, 'push_unsubscribed');
  },
  pushStaffStatus: (ctx) => staffStatus(ctx.deps, ctx.body.endpoint, staffId(ctx.principal)),
} satisfies Handlers;
