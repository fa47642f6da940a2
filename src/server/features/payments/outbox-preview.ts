/**
 * One outgoing message as it reads, for a Super Admin: a salon without SMTP sees here what its
 * customers were sent (the log only says that something was). A password reset's text is withheld
 * even before it is sent: it is a way into someone's account, and a Super Admin sets staff
 * passwords through their own call instead.
 */
import { eq } from 'drizzle-orm';
import type { OutboxPreview } from '#shared/contract/back-office';
import { outbox } from '../../db/schema';
import type { Deps } from '../../deps';
import { missing } from '../../domain/domain-error';
import { OUTBOX_KIND } from '../../jobs/outbox-kinds';

type Payload = {
  to?: unknown;
  subject?: unknown;
  text?: unknown;
  message?: { title?: unknown; body?: unknown; path?: unknown };
  delivery?: { to?: unknown };
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The readable text of a message: an email's text, a push notification's, or a webhook's JSON body. */
function textOf(kind: string, payload: Payload): string | null {
  if (typeof payload.text === 'string') return payload.text;
  const m = payload.message;
  if (m && typeof m === 'object' && typeof m.body === 'string')
    return [m.body, str(m.path)].filter(Boolean).join('\n\n');
  if (kind === OUTBOX_KIND.paymentSuccess || kind.startsWith('booking_')) {
    const { delivery: _delivery, ...body } = payload as Record<string, unknown>;
    return JSON.stringify(body, null, 2);
  }
  return null;
}

export async function previewOutbox(deps: Deps, id: number): Promise<OutboxPreview> {
  const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw missing('outbox_message_not_found');
  const p = (row.payload ?? {}) as Payload;
  const hidden = row.kind === OUTBOX_KIND.passwordReset;
  return {
    id: row.id,
    kind: row.kind,
    recipient: str(p.to) ?? str(p.delivery?.to),
    subject: str(p.subject),
    text: hidden ? null : textOf(row.kind, p),
    hidden,
  };
}
