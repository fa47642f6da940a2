/** HTTP handlers of the payments feature: methods, checkout, the provider's return and the outbox list. */
import type { Handlers } from '../../http/register-api';
import { checkout } from './checkout';
import { paymentMethods } from './methods';
import { listOutbox } from './outbox-list';
import { paymentStatus } from './status';

export const paymentsHandlers = {
  paymentMethods: ({ deps, lang }) => paymentMethods(deps, lang),
  checkout: ({ deps, body, principal, lang }) => checkout(deps, body, principal, lang),
  paymentStatus: ({ deps, body, lang }) => paymentStatus(deps, body, lang),
  outbox: ({ deps, body }) => listOutbox(deps, body),
} satisfies Handlers;
