/** HTTP handlers of the front desk: staff bookings, moves, history, blocked time and clients. */

import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { addBlock, calendarExtras, removeBlock } from './blocks';
import { saveBookingNotes } from './booking-notes';
import { getClient, listClients, updateClientNotes } from './clients';
import { createDeskBooking } from './create-booking';
import { bookingHistory } from './history';
import { moveDeskBooking } from './move-booking';
import { resendPaymentLink, sendPaymentLink } from './payment-link';
import { staffOf } from './staff-actor';

export const frontDeskHandlers = {
  bookingCreate: async ({ deps, body, principal, lang }) => {
    const booking = await createDeskBooking(deps, body, staffOf(principal), lang);
    return booking.payment_link_until
      ? withMessage(booking, 'payment_link_sent', { email: booking.customer_email })
      : withMessage(booking, 'booking_created');
  },
  bookingMove: async ({ deps, body, principal, lang }) =>
    withMessage(await moveDeskBooking(deps, body, staffOf(principal), lang), 'booking_moved'),
  bookingNotes: async ({ deps, body, lang }) =>
    withMessage(await saveBookingNotes(deps, body.booking_id, body.notes, lang), 'booking_notes_saved'),
  paymentLinkResend: async ({ deps, body, principal, lang }) => {
    const { booking, email } = await resendPaymentLink(deps, body.booking_id, staffOf(principal), lang);
    return withMessage(booking, 'payment_link_sent', { email });
  },
  paymentLinkSend: async ({ deps, body, principal, lang }) => {
    const { booking, email } = await sendPaymentLink(deps, body.booking_id, staffOf(principal), lang);
    return withMessage(booking, 'payment_link_sent', { email });
  },
  bookingHistory: async ({ deps, body }) => bookingHistory(deps.db, body.booking_id),
  blocksAdd: async ({ deps, body, principal }) =>
    withMessage(await addBlock(deps, body, staffOf(principal)), 'block_added'),
  blocksRemove: async ({ deps, body }) => {
    await removeBlock(deps, body.id);
    return withMessage(null, 'block_removed');
  },
  calendarExtras: async ({ deps, body }) => calendarExtras(deps.db, body.date),
  clientsList: async ({ deps, body }) => listClients(deps.db, body),
  clientsGet: async ({ deps, body, lang }) => getClient(deps, body, lang),
  clientsUpdateNotes: async ({ deps, body }) => {
    await updateClientNotes(deps.db, body);
    return withMessage(null, 'client_notes_saved');
  },
} satisfies Handlers;
