/**
 * Changing a password: the user's own (current + new), a staff member's by a Super Admin. Each
 * change ends the account's other sessions and every reset link sent before it, so a token or a
 * link that leaked before the change is worthless.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { customers, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalid, missing, notSignedIn } from '../../domain/domain-error';
import { type Account, type Principal, revokeSessionsOf } from '../../http/auth';
import { passwordChecksBusy, tooManyAttempts } from '../../http/retry-after';
import type { Lang } from '../../i18n/catalogue';
import { PasswordLineFull } from '../../limits/password-line';
import { hashPassword, passwordLine, verifyPassword } from '../../passwords/hashing';
import { assertChosenPassword, type PasswordOwner } from './chosen-password';
import { endResetLinks } from './reset';

const wrongPassword = () => invalid('current_password_wrong');

type Holder = PasswordOwner & { account: Account; passwordHash: string };

async function holderOf(deps: Deps, principal: Principal): Promise<Holder | null> {
  if (principal.kind === 'customer') {
    const [c] = await deps.db
      .select({ username: customers.username, email: customers.email, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, principal.customerId));
    if (!c) return null;
    return { holder: 'customer', ...c, account: { customerId: principal.customerId } };
  }
  const [u] = await deps.db
    .select({ username: users.username, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!u) return null;
  return { holder: 'staff', ...u, account: { userId: principal.userId } };
}

async function storePassword(deps: Deps, account: Account, hash: string, keepTokenHash: string | null) {
  await deps.db.transaction(async (tx) => {
    if ('userId' in account) {
      const [u] = await tx
        .update(users)
        .set({ passwordHash: hash })
        .where(eq(users.id, account.userId))
        .returning({ id: users.id });
      if (!u) throw missing('user_not_found');
    } else await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, account.customerId));
    await endResetLinks(tx, account, deps.now());
    await revokeSessionsOf(tx, account, keepTokenHash);
  });
}

/**
 * The signed-in user (customer or staff) changes their own password; this session stays. The
 * current password is a guess until checked: its attempts are limited per session and per account
 * (limits/password-change-guard.ts), and checked in the open line, where guesses wait, so that a
 * stolen session's guesses never hold up the sign-ins that go first.
 */
export async function changeOwnPassword(
  deps: Deps,
  ask: { principal: Principal | null; reply: FastifyReply; lang: Lang },
  current: string,
  next: string,
): Promise<void> {
  const { principal } = ask;
  if (!principal) throw notSignedIn();
  const holder = await holderOf(deps, principal);
  if (!holder) throw notSignedIn();
  assertChosenPassword(next, holder, ask.lang);
  // a full line is answered before an attempt is even counted, as a sign-in's is
  if (!passwordLine.hasRoom('open')) throw passwordChecksBusy(ask.reply);
  const guard = deps.limits.passwordChange;
  const changer = {
    session: principal.tokenHash,
    account:
      'userId' in holder.account ? `staff:${holder.account.userId}` : `customer:${holder.account.customerId}`,
  };
  const wait = await guard.take(changer);
  if (wait !== null) throw tooManyAttempts(ask.reply, wait);
  let right: boolean;
  try {
    right = await verifyPassword(holder.passwordHash, current, 'open');
  } catch (e) {
    if (e instanceof PasswordLineFull) await guard.notChecked(changer);
    throw e;
  }
  if (!right) throw wrongPassword();
  await guard.succeeded(changer);
  // proven by the right password: the new hash goes ahead of anonymous guesses
  await storePassword(deps, holder.account, await hashPassword(next), principal.tokenHash);
}

/** A Super Admin sets a staff member's password; every session of that member ends (the admin's own stays). */
export async function setStaffPassword(
  deps: Deps,
  principal: Principal | null,
  userId: number,
  next: string,
  lang: Lang,
): Promise<void> {
  const [u] = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw missing('user_not_found');
  assertChosenPassword(next, { holder: 'staff', ...u }, lang);
  const keep = principal?.kind === 'admin' && principal.userId === userId ? principal.tokenHash : null;
  await storePassword(deps, { userId }, await hashPassword(next), keep);
}
