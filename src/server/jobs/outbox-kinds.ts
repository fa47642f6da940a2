/** The kinds of outbox messages (a module of its own: the senders and the queueing code both need it). */
import { SANDBOX_NOTICE_KIND } from '../payments/sandbox-notices';

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
  /** The sandbox provider's server-to-server notice of a payment's result (payments/sandbox-notices.ts). */
  sandboxNotice: SANDBOX_NOTICE_KIND,
  pushReminder: 'push_reminder',
  pushMoved: 'push_moved',
  pushCancelled: 'push_cancelled',
  pushRating: 'push_rating_invitation',
  /** A back-office device's notice of a client's cancellation or move. */
  pushStaffNotice: 'push_staff_notice',
  /** A late-cancellation or no-show fee charged to a saved card, retried until the provider answers. */
  feeCharge: 'fee_charge',
  /** The customer's email of a fee: what was charged and why, or a link to pay it. */
  feeEmail: 'fee_email',
  pushFee: 'push_fee',
  /** An offer of freed time to a waitlist entry: its email, and a push to its customer's devices. */
  waitlistOfferEmail: 'waitlist_offer_email',
  /** "You're on the waitlist": what the entry waits for, and its link to leave. */
  waitlistJoinedEmail: 'waitlist_joined_email',
  pushWaitlistOffer: 'push_waitlist_offer',
} as const;
export type OutboxKind = (typeof OUTBOX_KIND)[keyof typeof OUTBOX_KIND];
