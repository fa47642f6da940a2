/**
 * HTTP handlers of the payments feature: methods, checkout, the provider's return, the outbox list
 * and one message's preview, Settings' payments overview and a refund's retry.
 */
import type { Handlers } from '../../http/register-api';
import { bookingPayments } from './booking-payments';
import { checkout } from './checkout';
import { paymentMethods } from './methods';
import { listOutbox } from './outbox-list';
import { previewOutbox } from './outbox-preview';
import { paymentsOverview, retryRefund } from './overview';
import { paymentStatus } from './status';

export const paymentsHandlers = {
  paymentMethods: ({ deps, lang }) => paymentMethods(deps, lang),
  checkout: ({ deps, body, principal, lang }) => checkout(deps, body, principal, lang),
  paymentStatus: ({ deps, body, lang }) => paymentStatus(deps, body, lang),
  outbox: ({ deps, body }) => listOutbox(deps, body),
  outboxPreview: ({ deps, body }) => previewOutbox(deps, body.id),
  paymentsOverview: ({ deps }) => paymentsOverview(deps),
  refundRetry: ({ deps, body }) => retryRefund(deps, body.id),
  bookingPayments: ({ deps, body }) => bookingPayments(deps, body.booking_id),
} satisfies Handlers;
