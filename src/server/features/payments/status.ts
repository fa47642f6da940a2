/**
 * The provider's return (`/payment/status`). The signature is verified before anything else is
 * read; a return that is not authentic, names an unknown order or a different amount changes
 * nothing and is refused. An authentic one is recorded once (receive.ts, settle.ts) and answered
 * from the records, so a replay, or a return after the provider's notice, gets the same answer.
 */
import type { PaymentStatusRequest, PaymentStatusResponse } from '#shared/contract/payments';
import { formatMoney } from '#shared/domain/money';
import type { Deps } from '../../deps';
import { badSignature, missing } from '../../domain/domain-error';
import { appointmentTimes } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { type WithMessage, withMessage } from '../../i18n/with-message';
import { loadBookingRecord, localised } from '../../jobs/booking-record';
import { createPaymentProvider } from '../../payments/create-provider';
import { findOrder } from '../../payments/orders';
import { receiveResult } from './receive';

export async function paymentStatus(
  deps: Deps,
  body: PaymentStatusRequest,
  lang: Lang,
): Promise<WithMessage<PaymentStatusResponse>> {
  const verified = await createPaymentProvider(deps).verifyReturn({
    resultCode: body.result_code,
    resultDesc: body.result_description,
    mchtId: body.mcht_id,
    accessOrderId: body.access_order_id,
    orderId: body.order_id,
    cardNo: body.card_no,
    cardOrgn: body.card_orgn,
    amount: body.amount,
    signature: body.signature,
  });
  if (!verified) throw badSignature('payment_signature_invalid');
  await receiveResult(deps, verified, lang);
  return statusView(deps, verified.orderId, lang);
}

/** The recorded result of an order, with the message to show. */
export async function statusView(
  deps: Deps,
  orderId: string,
  lang: Lang,
): Promise<WithMessage<PaymentStatusResponse>> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw missing('payment_order_unknown');
  const rec = await loadBookingRecord(deps.db, order.booking.id);
  if (!rec) throw missing('booking_not_found');
  const { payment, booking } = order;
  const paid = payment.state === 'paid' && !payment.refundDue;
  const data: PaymentStatusResponse = {
    booking_id: booking.id,
    order_id: payment.orderId,
    purpose: payment.purpose === 'reschedule' ? 'reschedule' : 'booking',
    paid,
    refund_due: payment.refundDue,
    status: booking.status as PaymentStatusResponse['status'],
    payment_state: booking.paymentState as PaymentStatusResponse['payment_state'],
    stylist_name: rec.stylist.fullName,
    ...appointmentTimes(booking.bookingDate, rec.startTime),
    appointment_services: rec.services.map((s) => ({
      ...localised(s, lang),
      duration_minutes: s.durationMinutes,
      price: s.price,
    })),
    total_amount: Number(booking.totalAmount),
    result_description: payment.resultDescription ?? '',
    payment_Info: { payment_reference_no: payment.referenceNo },
  };
  if (payment.purpose === 'reschedule') {
    if (paid) return withMessage(data, 'payment_move_confirmed');
    if (payment.refundDue)
      return withMessage(data, 'payment_move_refund', { amount: formatMoney(Number(payment.amount)) });
  }
  if (paid && payment.purpose === 'card_setup') return withMessage(data, 'payment_card_saved');
  if (paid && payment.purpose === 'fee') return withMessage(data, 'payment_fee_paid');
  if (paid) return withMessage(data, 'payment_confirmed');
  if (payment.refundDue) {
    const amount = formatMoney(Number(payment.amount));
    if (booking.paymentState === 'refund_due' || booking.paymentState === 'refunded')
      return withMessage(data, 'payment_refund_due');
    if (booking.paymentState === 'unpaid' || booking.paymentState === 'failed')
      return withMessage(data, 'payment_total_changed_refund', { amount });
    return withMessage(data, 'payment_duplicate_refund');
  }
  if (payment.state === 'cancelled') return withMessage(data, 'payment_cancelled');
  // an authentic return with no outcome yet (a wallet payment still processing): its notice settles it
  if (payment.state === 'pending') return withMessage(data, 'payment_processing');
  return payment.resultDescription
    ? withMessage(data, 'payment_declined', { reason: payment.resultDescription })
    : withMessage(data, 'payment_declined_default');
}
