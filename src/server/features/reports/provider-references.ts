/**
 * The provider's references of a page of bookings, for the report: each settled payment's (the
 * sandbox's transaction, Stripe's payment intent) and each refund's, so a line of the report can
 * be found in the provider's dashboard.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bookingChanges, payments } from '../../db/schema';

type References = { payment_references: string[]; refund_references: string[] };

export async function providerReferences(db: Db, bookingIds: number[]): Promise<Map<number, References>> {
  const out = new Map<number, References>();
  if (bookingIds.length === 0) return out;
  const of = (id: number) => {
    const r = out.get(id) ?? { payment_references: [], refund_references: [] };
    out.set(id, r);
    return r;
  };
  const paid = await db
    .select({ bookingId: payments.bookingId, ref: payments.referenceNo })
    .from(payments)
    .where(
      and(
        inArray(payments.bookingId, bookingIds),
        inArray(payments.state, ['paid', 'refunded']),
        isNotNull(payments.referenceNo),
      ),
    )
    .orderBy(payments.id);
  for (const p of paid) if (p.ref) of(p.bookingId).payment_references.push(p.ref);
  const refunds = await db
    .select({ bookingId: bookingChanges.bookingId, details: bookingChanges.details })
    .from(bookingChanges)
    .where(and(inArray(bookingChanges.bookingId, bookingIds), eq(bookingChanges.kind, 'refunded')))
    .orderBy(bookingChanges.id);
  for (const r of refunds) {
    const id = (r.details as { refund_id?: unknown } | null)?.refund_id;
    if (typeof id === 'string') of(r.bookingId).refund_references.push(id);
  }
  return out;
}
