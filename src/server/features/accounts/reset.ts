/**
 * Forgotten passwords: "forgot password" queues a request for reset links (jobs/reset-links.ts
 * makes them); the answer never says whether the address is known, and takes the same work either
 * way. A link is used once; using it, or changing the password, ends every other link of the account.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { customers, passwordResets, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalid } from '../../domain/domain-error';
import { type Account, revokeSessionsOf } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { requestResetLinks } from '../../jobs/reset-links';
import { hashPassword } from '../../passwords/hashing';
import { hashToken } from '../../passwords/token-hash';
import { assertChosenPassword, type PasswordOwner } from './chosen-password';

export async function forgotPassword(deps: Deps, email: string, lang: Lang): Promise<void> {
  await requestResetLinks(deps.db, deps.now(), { to: email, lang });
}

/** Every unused reset link of the account stops working: a password just set outranks them. */
export async function endResetLinks(db: Db | Tx, account: Account, now: Date): Promise<void> {
  const owner =
    'userId' in account
      ? eq(passwordResets.userId, account.userId)
      : eq(passwordResets.customerId, account.customerId);
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(owner, isNull(passwordResets.usedAt)));
}

const invalidLink = () => invalid('reset_link_invalid');

/** Whose account a link opens, and the names its password must not contain. */
async function ownerOfLink(
  db: Db,
  link: { userId: number | null; customerId: number | null },
): Promise<(PasswordOwner & { account: Account }) | null> {
  if (link.userId) {
    const [u] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, link.userId));
    return u ? { holder: 'staff', ...u, account: { userId: link.userId } } : null;
  }
  if (link.customerId) {
    const [c] = await db
      .select({ username: customers.username, email: customers.email })
      .from(customers)
      .where(eq(customers.id, link.customerId));
    return c ? { holder: 'customer', ...c, account: { customerId: link.customerId } } : null;
  }
  return null;
}

/**
 * Uses a reset token once: sets the new password and ends every session and every other link of the
 * account. The token is looked up by its SHA-256 (the index compares digests, which tell nothing of
 * the token), so a made-up one costs a read and never an argon2 hash; only a live link's new
 * password is hashed, in the open line like a sign-in's (its caller is anonymous).
 */
export async function resetPassword(deps: Deps, token: string, next: string, lang: Lang): Promise<void> {
  const now = deps.now();
  const live = and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [link] = await deps.db
    .select({ id: passwordResets.id, userId: passwordResets.userId, customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(live)
    .limit(1);
  const owner = link ? await ownerOfLink(deps.db, link) : null;
  if (!link || !owner) throw invalidLink();
  assertChosenPassword(next, owner, lang);
  const hash = await hashPassword(next, 'open');
  await deps.db.transaction(async (tx) => {
    // the link is claimed only now: two uses at once, or a link ended meanwhile, find it gone
    const [claim] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, link.id), live))
      .returning({ id: passwordResets.id });
    if (!claim) throw invalidLink();
    await endResetLinks(tx, owner.account, now);
    if ('userId' in owner.account)
      await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, owner.account.userId));
    else
      await tx
        .update(customers)
        .set({ passwordHash: hash })
        .where(eq(customers.id, owner.account.customerId));
    await revokeSessionsOf(tx, owner.account);
  });
}
