/** The kinds of outbox messages (a module of its own: the senders and the queueing code both need it). */
export const OUTBOX_KIND = {
  paymentSuccess: 'payment_success',
  confirmation: 'booking_confirmation',
  reminder: 'booking_reminder',
  ratingInvitation: 'rating_invitation',
  passwordReset: 'password_reset',
  /** "Forgot password" for an address: the job loop makes its reset links and their emails. */
  passwordResetRequest: 'password_reset_request',
  /** The front desk's emailed payment link for a booking the client pays online before the visit. */
  paymentLink: 'payment_link_email',
  rescheduledEmail: 'booking_rescheduled_email',
  /** The salon's own email of a customer's cancellation or move. */
  salonNotice: 'salon_notice_email',
  cancelledEmail: 'booking_cancelled_email',
  bookingRescheduled: 'booking_rescheduled',
  bookingCancelled: 'booking_cancelled',
  /** Money back through the payment provider, retried until it goes through. */
  refund: 'refund',
  pushReminder: 'push_reminder',
  pushMoved: 'push_moved',
  pushCancelled: 'push_cancelled',
  pushRating: 'push_rating_invitation',
  /** A back-office device's notice of a client's cancellation or move. */
  pushStaffNotice: 'push_staff_notice',
  /** An offer of freed time to a waitlist entry: its email, and a push to its customer's devices. */
  waitlistOfferEmail: 'waitlist_offer_email',
  pushWaitlistOffer: 'push_waitlist_offer',
} as const;
export type OutboxKind = (typeof OUTBOX_KIND)[keyof typeof OUTBOX_KIND];
