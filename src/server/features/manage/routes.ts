/** HTTP handlers of a customer managing their own bookings: the list, one booking, reschedule, cancel. */
import { formatMoney } from '#shared/domain/money';
import { readSalonProfile } from '../../db/salon-settings';
import { ownedBooking } from '../../http/booking-access';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { cancelOwnBooking } from './cancel';
import { managedBooking } from './managed-view';
import { customerBookings } from './my-bookings';
import { rescheduleBooking } from './reschedule';

export const manageHandlers = {
  myBookings: async ({ deps, principal, lang }) => {
    // the route is for customers only (checked before this runs)
    const customerId = principal?.kind === 'customer' ? principal.customerId : 0;
    return customerBookings(deps.db, customerId, lang, deps.now());
  },

  bookingGet: async ({ deps, body, principal, lang }) => {
    // reading changes nothing: a mail scanner that follows the link moves no booking
    const { booking } = await ownedBooking(deps.db, deps, body, principal);
    return managedBooking(deps.db, booking.id, lang, deps.now());
  },

  bookingReschedule: async ({ deps, body, principal, lang }) => {
    const result = await rescheduleBooking(deps, body, principal, lang);
    if (result.preview) return result;
    if (!result.awaiting_payment) return withMessage(result, 'booking_rescheduled');
    const salon = await readSalonProfile(deps.db);
    return withMessage(result, 'reschedule_pay_difference', {
      amount: formatMoney(result.price_difference, salon.currency),
    });
  },

  bookingCancel: async ({ deps, body, principal, lang }) => {
    const booking = await cancelOwnBooking(deps, body, principal, lang);
    if (booking.payment_state !== 'refunded' && booking.payment_state !== 'refund_due')
      return withMessage(booking, 'booking_cancelled');
    const salon = await readSalonProfile(deps.db);
    return withMessage(booking, 'booking_cancelled_refund', {
      amount: formatMoney(booking.total_amount, salon.currency),
    });
  },
} satisfies Handlers;
