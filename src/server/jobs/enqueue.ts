/** Queueing an outbox message (outbox.ts sends them); a module of its own so that what a job queues needs no sender. */
import type { Db, Tx } from '../db/connect';
import { outbox } from '../db/schema';
import type { OutboxKind } from './outbox-kinds';

/**
 * Queues a message inside the caller's transaction; a second message with the same dedupe key is
 * dropped. `notBefore` holds it back until then (a change that may still be undone).
 */
export async function enqueue(
  db: Db | Tx,
  now: Date,
  msg: { kind: OutboxKind; bookingId: number | null; dedupeKey: string; payload: unknown; notBefore?: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: msg.kind,
      bookingId: msg.bookingId,
      dedupeKey: msg.dedupeKey,
      payload: msg.payload,
      nextAttemptAt: msg.notBefore ?? now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}
