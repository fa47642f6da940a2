/** HTTP handlers of booking. */

import { invalidFields } from '../../domain/domain-error';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { addressKey } from '../../limits/address-key';
import { manageToken } from '../../links/manage-links';
import { makeBooking } from './service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export const bookingHandlers = {
  book: async ({ body, deps, principal, lang, req }) => {
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' && header ? header : null;
    if (key && !IDEMPOTENCY_KEY.test(key)) throw invalidFields({ 'Idempotency-Key': 'invalid' });
    const booked = await makeBooking(deps, {
      body,
      principal,
      lang,
      idempotencyKey: key,
      clientAddress: addressKey(req.ip, deps.config.ipv6PrefixLength),
    });
    // the capability to pay for, see, move and cancel this booking without an account
    const booking = { ...booked, manage_token: manageToken(deps.secrets.manage, booked.id) };
    if (!booking.proceed_to_pay || !booking.hold_expires_at) return withMessage(booking, 'booked');
    const minutes = Math.max(
      1,
      Math.round((Date.parse(booking.hold_expires_at) - deps.now().getTime()) / 60_000),
    );
    return withMessage(booking, 'booked_pay_now', { minutes, count: minutes });
  },
} satisfies Handlers;
