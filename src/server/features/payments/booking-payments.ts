/**
 * A booking's payments for the back office: every order made for it (its own total, or a move's
 * difference), with the provider's reference and what became of it, and the refunds the provider
 * made for each (from the booking's history, which records each refund's own reference).
 */
import { asc, eq } from 'drizzle-orm';
import { BookingPayment } from '#shared/contract/payments';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { readBookingHistory } from '../../domain/booking-history';
import { bookingRow } from '../../domain/booking-store/rows';
import { missing } from '../../domain/domain-error';

const PURPOSES: readonly string[] = BookingPayment.shape.purpose.options;

type RefundLine = { amount?: unknown; order_id?: unknown; refund_id?: unknown };

export async function bookingPayments(deps: Deps, bookingId: number): Promise<BookingPayment[]> {
  if (!(await bookingRow(deps.db, bookingId))) throw missing('admin_booking_not_found');
  const rows = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.id));
  const refunded = (await readBookingHistory(deps.db, bookingId)).filter((h) => h.kind === 'refunded');
  return rows.map((p) => ({
    order_id: p.orderId,
    provider: p.provider,
    method: p.method,
    purpose: PURPOSES.includes(p.purpose as never) ? (p.purpose as BookingPayment['purpose']) : 'booking',
    amount: Number(p.amount),
    state: p.state,
    reference_no: p.referenceNo,
    refund_due: p.refundDue && p.state !== 'refunded',
    settled_at: p.settledAt ? p.settledAt.toISOString() : null,
    refunds: refunded
      .filter((h) => (h.details as RefundLine | null)?.order_id === p.orderId)
      .map((h) => {
        const d = h.details as RefundLine;
        return {
          amount: typeof d.amount === 'number' ? d.amount : 0,
          refund_id: typeof d.refund_id === 'string' ? d.refund_id : null,
          at: h.createdAt.toISOString(),
        };
      }),
  }));
}
