/**
 * The client hears of a staff move only once the desk can no longer undo it: the move's email,
 * webhook and push wait out the undo window in the outbox. A second move of the same booking while
 * they wait withdraws them: when it puts the booking back where the client last knew it (an Undo),
 * nothing is sent at all; otherwise one notice tells of the whole change, from that first time.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { outbox } from '../../db/schema';
import type { Deps } from '../../deps';
import type { BookingRow } from '../../domain/booking-store/rows';
import { bookingChanged } from '../../jobs/booking-changes';
import { OUTBOX_KIND } from '../../jobs/outbox';
import type { BookingChangeWebhook } from '../../jobs/webhook-payload';

/**
 * How long a move's notice waits: the Undo bar's 10 seconds, which stop while a hand or the
 * keyboard is on it, with room to spare.
 */
export const MOVE_NOTICE_WAIT_MS = 60_000;

const MOVE_NOTICES = [OUTBOX_KIND.rescheduledEmail, OUTBOX_KIND.bookingRescheduled, OUTBOX_KIND.pushMoved];

type Where = { startsAt: Date; endsAt: Date; stylistId: number };
type Row = BookingRow;

/** Withdraws the notices of a move still waiting; returns where the client last knew the booking. */
async function withdrawWaiting(tx: Tx, bookingId: number, now: Date): Promise<Where | null> {
  const withdrawn = await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.bookingId, bookingId),
        inArray(outbox.kind, MOVE_NOTICES),
        eq(outbox.state, 'pending'),
        eq(outbox.attempts, 0),
        gt(outbox.nextAttemptAt, now),
      ),
    )
    .returning({ kind: outbox.kind, payload: outbox.payload });
  const hook = withdrawn.find((m) => m.kind === OUTBOX_KIND.bookingRescheduled);
  const previous = (hook?.payload as BookingChangeWebhook | undefined)?.change.previous;
  if (!previous) return null;
  return {
    startsAt: new Date(previous.starts_at),
    endsAt: new Date(previous.ends_at),
    stylistId: previous.personnel_id,
  };
}

/** Queues (or withdraws) the client's notice of a staff move, after the booking row has moved. */
export async function noticeOfMove(
  tx: Tx,
  deps: Deps,
  before: Row,
  to: { startsAt: Date; stylistId: number },
  notify: boolean,
  now: Date,
): Promise<void> {
  const known = await withdrawWaiting(tx, before.id, now);
  if (known && known.startsAt.getTime() === to.startsAt.getTime() && known.stylistId === to.stylistId) return; // undone before anyone was told
  if (!notify && !known) return;
  await bookingChanged(tx, deps, before.id, {
    kind: 'rescheduled',
    by: 'salon',
    previous: known ?? { startsAt: before.startsAt, endsAt: before.endsAt, stylistId: before.stylistId },
    notBefore: new Date(now.getTime() + MOVE_NOTICE_WAIT_MS),
  });
}
