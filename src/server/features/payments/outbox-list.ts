/** The back office's view of the outbox: every message, newest first, with its delivery state. */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OutboxMessage, OutboxPage } from '#shared/contract/back-office';
import type { PagedRequest } from '#shared/fields';
import { pageInfo } from '../../db/paging';
import { outbox } from '../../db/schema';
import type { Deps } from '../../deps';
import { OUTBOX_KIND } from '../../jobs/outbox-kinds';

type Payload = {
  to?: unknown;
  subject?: unknown;
  amount?: unknown;
  delivery?: { via?: unknown; to?: unknown };
};

const VIAS = ['webhook', 'smtp', 'log', 'push', 'provider'] as const;

function toMessage(row: typeof outbox.$inferSelect): OutboxMessage {
  const p = (row.payload ?? {}) as Payload;
  const via = VIAS.find((v) => v === p.delivery?.via) ?? null;
  const recipient =
    typeof p.to === 'string' ? p.to : typeof p.delivery?.to === 'string' ? p.delivery.to : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state === 'sent' || row.state === 'failed' ? row.state : 'pending',
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    booking_id: row.bookingId,
    recipient,
    subject: typeof p.subject === 'string' ? p.subject : null,
    delivered_via: via,
    amount: row.kind === OUTBOX_KIND.refund && typeof p.amount === 'number' ? p.amount : null,
  };
}

export async function listOutbox(deps: Deps, req: PagedRequest): Promise<OutboxPage> {
  const q = req.search_text;
  let where: SQL | undefined;
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(ilike(outbox.kind, like), ilike(outbox.state, like), ilike(outbox.lastError, like));
    if (/^\d{1,9}$/.test(q)) where = or(where, eq(outbox.bookingId, Number(q)), eq(outbox.id, Number(q)));
  }
  const [total] = await deps.db.select({ n: count() }).from(outbox).where(where);
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(req.page_size)
    .offset((req.page_number - 1) * req.page_size);
  const totalRecords = Number(total?.n ?? 0);
  return {
    ...pageInfo(totalRecords, req),
    messages: rows.map(toMessage),
  };
}
