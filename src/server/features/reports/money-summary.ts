/**
 * The money of no-show protection in the report, over every booking the filters select: deposits
 * taken, fees charged and waived, refunds given back, the balance still due at the salon (of the
 * bookings that bring money in) and what the desk recorded as paid at the counter, cash and card,
 * so the day's takings add up.
 */
import type { SQL } from 'drizzle-orm';
import type { ReportMoney } from '#shared/contract/back-office';
import { fromCents, toCents } from '#shared/domain/money';
import type { Db } from '../../db/connect';
import { reportRefunded, reportRows } from '../../domain/booking-store/report';
import { protectionOfRow } from '../../domain/protection/protection-view';

export async function reportMoney(db: Db, where: SQL | undefined): Promise<ReportMoney> {
  const rows = await reportRows(db, where);
  const refunded = await reportRefunded(db, where);
  let deposits = 0;
  let charged = 0;
  let waived = 0;
  let due = 0;
  let cash = 0;
  let card = 0;
  for (const b of rows) {
    const p = protectionOfRow(b);
    const took =
      b.paymentState === 'paid' || b.paymentState === 'refund_due' || b.paymentState === 'refunded';
    if (p.deposit_amount > 0 && took) deposits += toCents(p.deposit_amount);
    if (b.feeState === 'charged') charged += toCents(b.feeAmount);
    if (b.feeState === 'waived') waived += toCents(b.feeAmount);
    if (b.status === 'confirmed' || b.status === 'completed') due += toCents(p.balance_due);
    if (b.balancePaidAmount !== null) {
      if (b.balancePaidMethod === 'card') card += toCents(b.balancePaidAmount);
      else cash += toCents(b.balancePaidAmount);
    }
  }
  return {
    deposits: fromCents(deposits),
    fees_charged: fromCents(charged),
    fees_waived: fromCents(waived),
    refunds: fromCents(toCents(refunded ?? 0)),
    balance_due: fromCents(due),
    paid_at_salon_cash: fromCents(cash),
    paid_at_salon_card: fromCents(card),
  };
}
