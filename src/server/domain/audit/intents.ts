/**
 * A back-office write's audit line kept as an intent while the write runs. Handlers own their
 * transactions, so the line cannot join the change's own; instead the intent is added before the
 * call, and taken away in the transaction that adds the finished line (or when the call fails). An
 * intent left behind means the process stopped in between: `recordUnfinished` turns it into a line
 * marked unconfirmed, so no write that may have happened goes unrecorded.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { auditIntents } from '../../db/schema';
import { type AuditLine, withoutSecrets, writeAuditLine } from './audit-row';

/** Longer than any call runs: an intent this old belongs to no call still under way, on any instance. */
export const UNFINISHED_AFTER_MS = 10 * 60_000;

export async function keepIntent(db: Db, line: AuditLine, at: Date): Promise<number> {
  const [row] = await db
    .insert(auditIntents)
    .values({ startedAt: at, line: withoutSecrets(line) })
    .returning({ id: auditIntents.id });
  return row!.id;
}

export async function dropIntent(db: Db | Tx, id: number): Promise<void> {
  await db.delete(auditIntents).where(eq(auditIntents.id, id));
}

/** The call succeeded: its line is written and its intent taken away, together. */
export async function finishIntent(db: Db, id: number, line: AuditLine, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await writeAuditLine(tx, line, at);
    await dropIntent(tx, id);
  });
}

/**
 * Intents older than UNFINISHED_AFTER_MS become lines whose `after` says the outcome is unknown (the
 * request as it was asked). Taken by DELETE … RETURNING in one transaction: with several
 * instances, each intent is recorded once.
 */
export async function recordUnfinished(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const left = await tx
      .delete(auditIntents)
      .where(lt(auditIntents.startedAt, new Date(now.getTime() - UNFINISHED_AFTER_MS)))
      .returning();
    for (const { line, startedAt } of left) {
      const l = line as AuditLine;
      await writeAuditLine(tx, { ...l, after: { unconfirmed: true, request: l.after ?? null } }, startedAt);
    }
    return left.length;
  });
}
