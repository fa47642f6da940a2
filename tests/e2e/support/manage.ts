/**
 * Bookings ahead for the manage and reminder tests: booked through the API, paid on the sandbox page
 * as a browser would, and the manage link of the confirmation email as the mail catcher received it.
 */
import { remoteServer, statusRequest, submitSandbox } from '../../api/payments-support';
import { api, baseURL } from './customer';
import { waitForMailMatch } from './mailbox';

/** A Men's Cut with Daniel on the last free slot of a day at least three days ahead. */
export async function bookAhead(opts: { token?: string; customerId?: number; lang: 'en' | 'zh' }) {
  for (let d = 3; d < 14; d++) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const free = (
      await api('slotsByStylist', { booking_date: day, selected_service_ids: [2], stylist_id: 2 })
    ).filter((s) => s.available);
    const slot = free.at(-1);
    if (!slot) continue;
    return api(
      'book',
      {
        customer_id: opts.customerId ?? 0,
        full_name: 'Gina Guest',
        email: 'gina@example.com',
        phone_number: '98765432',
        selected_service_ids: [2],
        stylist_id: 2,
        booking_date: day,
        start_slot_id: slot.id,
        end_slot_id: 0,
        Notes: '',
      },
      { token: opts.token, lang: opts.lang },
    );
  }
  throw new Error('no free slot ahead');
}

/**
 * Pays a booking by card on the sandbox page as a browser would (the confirmation email follows). The
 * manage token the book call gave proves it, a guest's or a signed-in customer's.
 */
export async function payByCard(booking: {
  id: number;
  total_amount: number;
  manage_token?: string | undefined;
}) {
  const co = await api('checkout', {
    order_reference_id: String(booking.id),
    online_payment_type: 'card',
    amount: booking.total_amount,
    manage_token: booking.manage_token,
  });
  const paid = await submitSandbox(remoteServer(baseURL()), co.pay_url, {
    card_number: '4242 4242 4242 4242',
    card_name: 'Gina Guest',
    expiry: '12/39',
    cvc: '123',
  });
  await api('paymentStatus', statusRequest(paid.location!));
}

/** The manage link of the booking's confirmation email. */
export async function manageLinkFor(bookingId: number): Promise<string> {
  const re = new RegExp(`/manage/${bookingId}\\?t=[A-Za-z0-9_-]{43}`);
  const { match } = await waitForMailMatch(re, { what: `the manage link of booking ${bookingId}` });
  return match[0];
}
