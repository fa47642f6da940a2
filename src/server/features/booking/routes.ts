/** HTTP handlers of booking, the promo check and the customer's own bookings. */
import { normalisePromo, promoPercent } from '../../../shared/domain/promo';
import { ApiError, badRequest, withMessage } from '../../plugins/api-error';
import type { Handlers } from '../../plugins/register-api';
import { customerBookings } from './my-bookings';
import { bookAppointment } from './service';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export const bookingHandlers: Handlers = {
  book: async ({ body, deps, principal, lang, req }) => {
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' && header ? header : null;
    if (key && !IDEMPOTENCY_KEY.test(key))
      throw new ApiError(400, 'validation', 'validation_failed', {}, ['Idempotency-Key: invalid']);
    const booking = await bookAppointment(deps, {
      body,
      principal,
      lang,
      idempotencyKey: key,
      clientAddress: req.ip,
    });
    if (!booking.proceed_to_pay || !booking.hold_expires_at) return withMessage(booking, 'booked');
    const minutes = Math.max(
      1,
      Math.round((Date.parse(booking.hold_expires_at) - deps.now().getTime()) / 60_000),
    );
    return withMessage(booking, 'booked_pay_now', { minutes });
  },

  promoValidate: async ({ body }) => {
    const percent = promoPercent(body.promo_code);
    if (percent === null) throw badRequest('invalid_promo');
    return withMessage({ promo_code: normalisePromo(body.promo_code), percent }, 'promo_applied', {
      percent,
    });
  },

  myBookings: async ({ deps, principal, lang }) => {
    if (principal?.kind !== 'customer') throw new ApiError(403, 'forbidden', 'forbidden');
    return customerBookings(deps.db, principal.customerId, lang);
  },
};
