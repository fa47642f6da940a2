/**
 * A customer moves their booking to another time (and perhaps another stylist). One transaction:
 * the booking's busy segments move to the new time (placement/move-booking.ts), so the overlap
 * constraint claims the new time and frees the old one together; when the new time was taken meanwhile the answer is 409 and nothing
 * changes. The payment stays with the booking. With another stylist the price may change: an unpaid
 * booking simply costs the new total at checkout; a paid one that becomes cheaper is refunded the
 * difference (move-money.ts); a paid one that becomes dearer only holds the new time
 * (placement/move-hold.ts) and moves once the difference is paid through the normal checkout. Past
 * the reschedule limit or inside the cut-off the refusal names the salon's phone (move-plan.ts).
 * The candidates are tried as every booking tries them (placement/first-free.ts).
 */
import type { RescheduleRequest, RescheduleResult } from '#shared/contract/manage';
import { toCents } from '#shared/domain/money';
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { claimStylistTime } from '../../domain/availability/blocks';
import { refused, timeTaken } from '../../domain/domain-error';
import { moveBookingRow, type NewTime, recordCustomerMove } from '../../domain/move-holds';
import { holdEndsAt, salonTerms } from '../../domain/placement/booking-terms';
import { asTimeLost, NoneFree, placeWithFirstFree } from '../../domain/placement/first-free';
import { holdMove } from '../../domain/placement/move-hold';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';
import type { Lang } from '../../i18n/catalogue';
import { announceCustomerMove, publishBookingDates } from '../../jobs/booking-changes';
import { deliverNow } from '../../jobs/outbox-runner';
import { managedBooking } from './managed-view';
import { refundDepositOver, refundDifference } from './move-money';
import { type MoveChoice, type MovePlan, planMove } from './move-plan';

type Moved = { newTotal: number; refundId: number | null; hold: { holdExpiresAt: Date | null } | null };

export async function rescheduleBooking(
  deps: Deps,
  body: RescheduleRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<RescheduleResult> {
  const plan = await planMove(deps, body, principal);
  const { booking, differenceOf } = plan;
  if (body.preview) {
    const price = plan.choices[0]!.price;
    return {
      booking: await managedBooking(deps.db, booking.id, lang, plan.now),
      preview: true,
      new_total: price.total_amount,
      price_difference: differenceOf(price.total_amount),
      awaiting_payment: false,
      hold_expires_at: null,
    };
  }
  const done = await placeWithFirstFree(
    (work) => deps.db.transaction(work),
    plan.choices,
    (tx, untried) => moveInTurn(tx, deps, { body, principal, plan }, untried),
  ).catch((e) => {
    if (e instanceof NoneFree) throw timeTaken(body.stylist_id ? 'slot_taken' : 'no_stylist_free');
    throw e;
  });
  await publishBookingDates(deps, plan.salon.time_zone, [booking.startsAt, plan.startsAt]);
  if (done.refundId) await deliverNow(deps, done.refundId);
  return {
    booking: await managedBooking(deps.db, booking.id, lang, deps.now()),
    preview: false,
    new_total: done.newTotal,
    price_difference: differenceOf(done.newTotal),
    awaiting_payment: !!done.hold,
    hold_expires_at: done.hold?.holdExpiresAt?.toISOString() ?? null,
  };
}

/** The move's transaction: the booking as it was planned, then the first choice whose time is free. */
async function moveInTurn(
  tx: Tx,
  deps: Deps,
  ask: { body: RescheduleRequest; principal: Principal | null; plan: MovePlan },
  untried: readonly MoveChoice[],
): Promise<Moved> {
  const { body, plan } = ask;
  const { booking, now, startsAt } = plan;
  const { booking: locked, actor } = await ownedBooking(tx, deps, body, ask.principal, { lock: true });
  // changed since it was read (another tap, the front desk): decide again from the start
  if (
    locked.startsAt.getTime() !== booking.startsAt.getTime() ||
    locked.rescheduleCount !== booking.rescheduleCount ||
    locked.status !== booking.status ||
    locked.paymentState !== booking.paymentState ||
    toCents(locked.totalAmount) !== toCents(booking.totalAmount)
  )
    throw refused('booking_changed');
  const choice = untried[0];
  if (!choice) throw new NoneFree(false);
  const { q, price } = choice;
  const shape = plan.shapeWith(q);
  const to: NewTime = {
    stylistId: q.stylist.id,
    date: body.booking_date,
    slot: body.start_slot_id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + shape.minutes * 60_000),
    subtotal: price.subtotal,
    discountAmount: price.discount_amount,
    totalAmount: price.total_amount,
    prices: choice.prices,
    shape,
  };
  // one claim of a stylist's time at a time: two moves waiting on each other's new rows under the
  // overlap constraint would otherwise deadlock (seen on PostgreSQL with 20 at once)
  await claimStylistTime(tx, q.stylist.id, now);
  if (plan.payFirst) {
    // the move itself waits for the difference (settled by the payment's return)
    const until = holdEndsAt(salonTerms(plan.salon, deps.config), now);
    const hold = await holdMove(tx, booking, to, until, now).catch(asTimeLost(q.stylist.id));
    return { newTotal: price.total_amount, refundId: null, hold };
  }
  await moveBookingRow(tx, booking, to, now).catch(asTimeLost(q.stylist.id));
  const difference = plan.differenceOf(price.total_amount);
  const refundId =
    plan.paid && difference < 0
      ? await refundDifference(tx, booking, -difference, now)
      : plan.depositKept
        ? await refundDepositOver(tx, booking, price.total_amount, now)
        : null;
  await recordCustomerMove(
    tx,
    booking,
    { startsAt, stylistId: q.stylist.id },
    actor,
    { price_difference: difference },
    now,
  );
  await announceCustomerMove(tx, deps, booking);
  return { newTotal: price.total_amount, refundId, hold: null };
}
