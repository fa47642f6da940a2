/**
 * Forgotten passwords: a single-use link by email, valid for an hour, for every account (customer
 * or staff) with that address. The answer never says whether the address is known; the token is
 * stored only as its hash and the email leaves through the outbox.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers, passwordResets, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { hashPassword, hashToken, revokeSessionsOf } from '../../http/auth';
import { type Lang, type MessageKey, translate } from '../../i18n/catalogue';
import { enqueue, OUTBOX_KIND } from '../../jobs/outbox';

export const RESET_LINK_MINUTES = 60;

type Holder = { userId: number } | { customerId: number };

async function holdersOf(db: Db, email: string): Promise<(Holder & { name: string })[]> {
  const match = (col: typeof users.email | typeof customers.email) => sql`lower(${col}) = lower(${email})`;
  const [staff, people] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(match(users.email), eq(users.isActive, true))),
    db
      .select()
      .from(customers)
      .where(and(match(customers.email), eq(customers.isActive, true))),
  ]);
  return [
    ...staff.map((u) => ({ userId: u.id, name: u.fullName })),
    ...people.map((c) => ({ customerId: c.id, name: c.fullName })),
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

/** Queues a reset link for each account with this email; silent when there is none. */
export async function forgotPassword(deps: Deps, email: string, lang: Lang): Promise<void> {
  const now = deps.now();
  for (const holder of await holdersOf(deps.db, email)) {
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.config.publicUrl}/reset-password?t=${token}`;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passwordResets)
        .values({
          tokenHash: hashToken(token),
          userId: 'userId' in holder ? holder.userId : null,
          customerId: 'customerId' in holder ? holder.customerId : null,
          expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
          createdAt: now,
        })
        .returning({ id: passwordResets.id });
      await enqueue(tx, now, {
        kind: OUTBOX_KIND.passwordReset,
        bookingId: null,
        dedupeKey: `password-reset:${row!.id}`,
        payload: resetEmail(lang, email, holder.name, link),
      });
    });
  }
}

/** Uses a reset token once: sets the new password and ends every session of the account. */
export async function resetPassword(deps: Deps, token: string, next: string): Promise<void> {
  const hash = await hashPassword(next);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [claim] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!claim) throw new ApiError(400, 'validation', 'reset_link_invalid');
    if (claim.userId) {
      await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, claim.userId));
      await revokeSessionsOf(tx, { userId: claim.userId });
    } else if (claim.customerId) {
      await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, claim.customerId));
      await revokeSessionsOf(tx, { customerId: claim.customerId });
    }
  });
}
