/** The kinds of outbox messages (a module of its own: the senders and the queueing code both need it). */
export const OUTBOX_KIND = {
  paymentSuccess: 'payment_success',
  confirmation: 'booking_confirmation',
  reminder: 'booking_reminder',
  ratingInvitation: 'rating_invitation',
  changeEmail: 'booking_change_email',
  cancelledWebhook: 'booking_cancelled',
  rescheduledWebhook: 'booking_rescheduled',
  pushReminder: 'push_reminder',
  pushMoved: 'push_moved',
  pushCancelled: 'push_cancelled',
  pushRating: 'push_rating_invitation',
} as const;
export type OutboxKind = (typeof OUTBOX_KIND)[keyof typeof OUTBOX_KIND];
