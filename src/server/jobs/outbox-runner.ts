/**
 * The durable outbox's runner. Messages queued in the same transaction as the change they announce
 * (outbox.ts) are sent by the job loop, at least once:
 *
 * - a worker claims due messages with `FOR UPDATE SKIP LOCKED` and leases them (`locked_until`), so
 *   two server processes on one PostgreSQL never send the same message at the same time, and a
 *   worker that dies mid-send (SIGKILL, crash) only delays the message until its lease runs out;
 * - a failure is retried with exponential backoff (OUTBOX_BACKOFF_MS doubling, capped at an hour)
 *   until OUTBOX_MAX_ATTEMPTS, then the message is marked `failed` and kept for the back office.
 *
 * Receivers may see a message twice (a send that succeeded just before a crash); webhooks carry
 * `X-Tress-Delivery` so they can tell.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Deps } from '../deps';
import type { OutboxRow } from './outbox';
import { deliver } from './outbox-deliverers';
import { OUTBOX_KIND } from './outbox-kinds';
import { PushGone } from './push-send';

const MAX_BACKOFF_MS = 3600_000;
const BATCH = 10;
const MAX_PER_TICK = 100;

/** The wait before the next attempt after `attempts` failed ones: base, 2 x base, 4 x base ... at most an hour. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Claims up to `limit` due messages for this worker: leased, attempt counted. */
export async function claimDue(deps: Deps, limit = BATCH): Promise<OutboxRow[]> {
  const now = deps.now();
  const due = and(
    eq(outbox.state, 'pending'),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
  );
  const candidates = deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(due)
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return deps.db
    .update(outbox)
    .set({
      lockedUntil: new Date(now.getTime() + deps.config.outboxLeaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(and(inArray(outbox.id, candidates), due))
    .returning();
}

/** Sends one claimed message and records the outcome. */
export async function attempt(deps: Deps, msg: OutboxRow, signal: AbortSignal): Promise<boolean> {
  try {
    const delivery = await deliver(deps, msg, signal);
    await deps.db
      .update(outbox)
      .set({
        state: 'sent',
        sentAt: deps.now(),
        lockedUntil: null,
        lastError: null,
        // a sent reset link is dropped from the record: nobody reading the outbox later may use it
        payload:
          msg.kind === OUTBOX_KIND.passwordReset
            ? sql`(${outbox.payload} - 'text' - 'html') || ${JSON.stringify({ delivery })}::jsonb`
            : sql`${outbox.payload} || ${JSON.stringify({ delivery })}::jsonb`,
      })
      .where(eq(outbox.id, msg.id));
    return true;
  } catch (e) {
    if (signal.aborted) {
      // The server is stopping: hand the message back untouched, this attempt does not count.
      await deps.db
        .update(outbox)
        .set({ lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
        .where(eq(outbox.id, msg.id));
      return false;
    }
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    // A device that is gone will not come back: retrying would only knock on a closed door.
    const giveUp = msg.attempts >= deps.config.outboxMaxAttempts || e instanceof PushGone;
    const now = deps.now();
    await deps.db
      .update(outbox)
      .set({
        state: giveUp ? 'failed' : 'pending',
        lockedUntil: null,
        lastError: error,
        nextAttemptAt: giveUp
          ? now
          : new Date(now.getTime() + backoffMs(deps.config.outboxBackoffMs, msg.attempts)),
      })
      .where(eq(outbox.id, msg.id));
    deps.log.warn(
      { outbox_id: msg.id, kind: msg.kind, attempts: msg.attempts, error, gave_up: giveUp },
      'outbox delivery failed',
    );
    return false;
  }
}

/**
 * Works the outbox until nothing is due (or a tick's share is done); returns how many were
 * attempted. `signal` stops claiming more; `sendSignal` (the same by default) cuts sends in flight
 * short, which hands their leases back. A stopping server stops claiming at once but lets sends in
 * flight finish for a while first, since a send cut short after the receiver got it is sent again.
 */
export async function workOutbox(
  deps: Deps,
  signal: AbortSignal = new AbortController().signal,
  sendSignal: AbortSignal = signal,
): Promise<number> {
  let done = 0;
  while (done < MAX_PER_TICK && !signal.aborted) {
    const batch = await claimDue(deps);
    if (batch.length === 0) break;
    await Promise.all(batch.map((msg) => attempt(deps, msg, sendSignal)));
    done += batch.length;
  }
  return done;
}

/**
 * Sends one queued message now, after the commit that queued it (a refund the customer is waiting
 * for), instead of on the next pass of the job loop; false when another worker has it already.
 */
export async function deliverNow(deps: Deps, outboxId: number): Promise<boolean> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(outbox)
    .set({
      lockedUntil: new Date(now.getTime() + deps.config.outboxLeaseMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(and(eq(outbox.id, outboxId), eq(outbox.state, 'pending')))
    .returning();
  if (!claimed) return false;
  return attempt(deps, claimed, new AbortController().signal);
}
