/**
 * The "Payment" line of a booking email says what happened to the money, read from the booking's
 * own payment state: a booking paid online and cancelled names its refund, never "Pay at the
 * salon", and a cancelled booking that was never charged says so.
 */
import { formatMoney } from '#shared/domain/money';
import { PAY_AT_SALON } from '../domain/insert-booking';
import { type Lang, translate } from '../i18n/catalogue';
import type { BookingRecord } from './booking-record';

/** The payment line's value; `refundAmount` is the money this change sends back, if any. */
export function paymentLine(rec: BookingRecord, lang: Lang, refundAmount = 0): string {
  const b = rec.booking;
  const amount = formatMoney(refundAmount || Number(b.totalAmount), rec.salon.currency || 'S$');
  switch (b.paymentState) {
    case 'paid':
      return translate(lang, 'mail_paid_online');
    case 'refund_due':
      return translate(lang, 'mail_paid_refund_due', { amount });
    case 'refunded':
      return translate(lang, 'mail_paid_refunded', { amount });
  }
  if (b.status === 'cancelled') return translate(lang, 'mail_nothing_charged');
  if (b.paymentMethod === PAY_AT_SALON) return translate(lang, 'mail_pay_at_salon');
  return translate(lang, b.paymentState === 'not_required' ? 'mail_nothing_to_pay' : 'mail_awaiting_payment');
}
