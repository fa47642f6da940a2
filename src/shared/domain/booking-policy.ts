/**
 * What a customer may still do with a booking, from the policy the booking was made under: cancel
 * until `cancel_cutoff_hours` before the start, reschedule until `reschedule_cutoff_hours` before
 * it and at most `max_reschedules` times. Only bookings still ahead and not cancelled or completed
 * can change. The server decides with this; the client only shows the answer.
 */

export type PolicyTerms = {
  cancelCutoffHours: number;
  rescheduleCutoffHours: number;
  maxReschedules: number;
};

export type PolicyBooking = PolicyTerms & {
  startsAt: Date;
  endsAt: Date;
  status: string;
  paymentState: string;
  rescheduleCount: number;
};

export type Allowances = {
  upcoming: boolean;
  canCancel: boolean;
  cancelDeadline: Date;
  canReschedule: boolean;
  rescheduleDeadline: Date;
  /** Cancelling now gives money back: the booking was paid online. */
  refundOnCancel: boolean;
};

const HOUR_MS = 3600_000;

export function allowances(b: PolicyBooking, now: Date): Allowances {
  const open = b.status === 'pending' || b.status === 'confirmed';
  const cancelDeadline = new Date(b.startsAt.getTime() - b.cancelCutoffHours * HOUR_MS);
  const rescheduleDeadline = new Date(b.startsAt.getTime() - b.rescheduleCutoffHours * HOUR_MS);
  return {
    upcoming: b.status !== 'cancelled' && b.endsAt.getTime() > now.getTime(),
    canCancel: open && now.getTime() < cancelDeadline.getTime(),
    cancelDeadline,
    canReschedule:
      open &&
      now.getTime() < rescheduleDeadline.getTime() &&
      b.rescheduleCount < b.maxReschedules &&
      b.paymentState !== 'refund_due',
    rescheduleDeadline,
    refundOnCancel: b.paymentState === 'paid',
  };
}

/**
 * What a booking made now, starting `minutesAhead` from now, allows from the start: a time inside
 * the cancel cut-off can never be cancelled online, one inside the reschedule cut-off (or under a
 * policy of no reschedules) never moved. Checkout says which applies before the customer pays.
 */
export function rulesWhenBooked(
  minutesAhead: number,
  t: PolicyTerms,
): { canCancel: boolean; canReschedule: boolean } {
  return {
    canCancel: minutesAhead * 60_000 > t.cancelCutoffHours * HOUR_MS,
    canReschedule: minutesAhead * 60_000 > t.rescheduleCutoffHours * HOUR_MS && t.maxReschedules > 0,
  };
}
