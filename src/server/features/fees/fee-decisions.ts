/**
 * The desk's decisions on a held fee: charge it (kept from the deposit first, the rest from the
 * saved card) or waive it, saying why. Either is claimed once in the database (assess-fee.ts), so
 * a double click, a retry or another instance never charges twice: a repeated charge answers the
 * fee as it stands, a charge of a waived fee and a waive of a charged one are refused.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FeeOutcome } from '#shared/contract/protection';
import { fromCents, toCents } from '#shared/domain/money';
import { feeSettlement } from '#shared/domain/protection';
import type { Db, Tx } from '../../db/connect';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { bookingRow, lockedBookingRow } from '../../domain/booking-store/rows';
import { missing, refused } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';
import { translate } from '../../i18n/catalogue';
import { chargeHeldFee, type FeeQueued, waiveHeldFee } from '../../jobs/fees/assess-fee';
import { deliverNow } from '../../jobs/outbox-runner';

type Staff = { id: number; name: string };

export async function chargeFee(
  deps: Deps,
  staff: Staff,
  bookingId: number,
  lang: Lang,
): Promise<FeeOutcome> {
  return decide(deps, bookingId, lang, 'charged', (tx, now) =>
    chargeHeldFee(tx, deps, bookingId, { kind: 'staff', ...staff }, now),
  );
}

export async function waiveFee(
  deps: Deps,
  staff: Staff,
  bookingId: number,
  reason: string,
  lang: Lang,
): Promise<FeeOutcome> {
  return decide(deps, bookingId, lang, 'waived', (tx, now) =>
    waiveHeldFee(tx, bookingId, { kind: 'staff', ...staff }, reason, now),
  );
}

async function decide(
  deps: Deps,
  bookingId: number,
  lang: Lang,
  wanted: 'charged' | 'waived',
  claim: (tx: Tx, now: Date) => Promise<FeeQueued | null>,
): Promise<FeeOutcome> {
  const queued = await deps.db.transaction(async (tx) => {
    const b = await lockedBookingRow(tx, bookingId);
    if (!b) throw missing('admin_booking_not_found');
    const done = await claim(tx, deps.now());
    if (done) return done.outboxIds;
    // not held, or already claimed: the same decision again answers the fee as it stands
    const charging = wanted === 'charged' && b.feeState === 'held' && b.feeClaimedAt !== null;
    if (b.feeState === wanted || charging || (wanted === 'charged' && b.feeState === 'awaiting_customer'))
      return [];
    if (b.feeState === 'charged' || b.feeState === 'waived')
      throw refused('fee_already_decided', { state: translate(lang, `fee_state_${b.feeState}`) });
    throw refused('fee_not_held');
  });
  // the refund and the card's charge are tried at once, so the answer shows the outcome
  for (const id of queued) await deliverNow(deps, id);
  return feeOutcome(deps.db, bookingId);
}

/** The fee as it stands, and how it was met. */
export async function feeOutcome(db: Db, bookingId: number): Promise<FeeOutcome> {
  const b = await bookingRow(db, bookingId);
  if (!b) throw missing('admin_booking_not_found');
  const fee = Number(b.feeAmount);
  const state = b.feeState;
  // what came in for the booking itself (the deposit), given back since or not
  const received = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, b.id),
        ne(payments.purpose, 'fee'),
        inArray(payments.state, ['paid', 'refunded']),
      ),
    );
  const deposit = fromCents(received.reduce((s, p) => s + toCents(p.amount), 0));
  const met = feeSettlement({ fee, paid: deposit, card: !!b.savedCardRef });
  const taken = state === 'charged';
  return {
    booking_id: b.id,
    fee_amount: fee,
    fee_state: state,
    kept_from_deposit: taken ? met.kept : 0,
    charged_to_card: taken ? met.toCharge : 0,
    refunded: state === 'waived' ? deposit : taken ? met.refund : 0,
  };
}
