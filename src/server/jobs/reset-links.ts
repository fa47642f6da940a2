/**
 * Forgotten passwords, the outbox's part. "Forgot password" only queues a request (the same single
 * insert whether or not the address has an account, so the answer's time tells nothing); the job
 * loop then makes a single-use link, valid for an hour, for every account (customer or staff) with
 * that address, and queues its email. A link is stored only as its token's hash.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { customers, passwordResets, users } from '../db/schema';
import type { Deps } from '../deps';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import { hashToken } from '../passwords/token-hash';
import { enqueue } from './enqueue';
import { OUTBOX_KIND } from './outbox-kinds';
import type { Delivery } from './senders';

export const RESET_LINK_MINUTES = 60;

export type ResetRequest = { to: string; lang: Lang };

type Holder = ({ userId: number } | { customerId: number }) & { name: string };

async function holdersOf(db: Db, email: string): Promise<Holder[]> {
  const match = (col: typeof users.email | typeof customers.email) => sql`lower(${col}) = lower(${email})`;
  const [staff, people] = await Promise.all([
    db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(and(match(users.email), eq(users.isActive, true))),
    db
      .select({ id: customers.id, name: customers.fullName })
      .from(customers)
      .where(and(match(customers.email), eq(customers.isActive, true))),
  ]);
  return [
    ...staff.map((u) => ({ userId: u.id, name: u.name })),
    ...people.map((c) => ({ customerId: c.id, name: c.name })),
  ];
}

function resetEmail(lang: Lang, to: string, name: string, link: string) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const lines = [
    t('mail_greeting', { name }),
    '',
    t('reset_mail_intro'),
    link,
    '',
    t('reset_mail_expiry', { minutes: RESET_LINK_MINUTES }),
    t('reset_mail_ignore'),
  ];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    lang,
    to,
    subject: t('reset_mail_subject'),
    text: lines.join('\n'),
    html: lines
      .map((l) => (l === link ? `<p><a href="${esc(link)}">${esc(link)}</a></p>` : `<p>${esc(l)}</p>`))
      .join(''),
  };
}

/** Queues a request for reset links to `email`: one insert, whatever the address. */
export async function requestResetLinks(db: Db | Tx, now: Date, request: ResetRequest): Promise<void> {
  await enqueue(db, now, {
    kind: OUTBOX_KIND.passwordResetRequest,
    bookingId: null,
    dedupeKey: `password-reset-request:${randomBytes(12).toString('base64url')}`,
    payload: request,
  });
}

/** The job loop's part of a request: a link and its email for each account with the address. */
export async function sendResetLinks(deps: Deps, outboxId: number, request: ResetRequest): Promise<Delivery> {
  const now = deps.now();
  const holders = await holdersOf(deps.db, request.to);
  await deps.db.transaction(async (tx) => {
    for (const [i, holder] of holders.entries()) {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userId: 'userId' in holder ? holder.userId : null,
        customerId: 'customerId' in holder ? holder.customerId : null,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        createdAt: now,
      });
      await enqueue(tx, now, {
        kind: OUTBOX_KIND.passwordReset,
        bookingId: null,
        // a request handled twice (a lease that ran out mid-way) sends each link once
        dedupeKey: `password-reset:${outboxId}:${i}`,
        payload: resetEmail(
          request.lang,
          request.to,
          holder.name,
          `${deps.config.publicUrl}/reset-password?t=${token}`,
        ),
      });
    }
  });
  return { via: 'outbox', to: request.to };
}
