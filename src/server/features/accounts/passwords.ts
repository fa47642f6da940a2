/**
 * Changing a password: the user's own (current + new), a staff member's by a Super Admin. Each
 * change ends the account's other sessions, so a token that leaked before the change is worthless.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers, users } from '../../db/schema';
import { ApiError, notFound, unauthorized } from '../../http/api-error';
import { hashPassword, type Principal, revokeSessionsOf, verifyPassword } from '../../http/auth';

const wrongPassword = () => new ApiError(400, 'validation', 'current_password_wrong');

/** The signed-in user (customer or staff) changes their own password; this session stays. */
export async function changeOwnPassword(
  db: Db,
  principal: Principal | null,
  current: string,
  next: string,
): Promise<void> {
  if (!principal) throw unauthorized();
  if (principal.kind === 'customer') {
    const [c] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
    // anyone may register a customer account: its checks wait in the open line like a sign-in's
    if (!c || !(await verifyPassword(c.passwordHash, current, 'open'))) throw wrongPassword();
    const hash = await hashPassword(next, 'open');
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, c.id));
      await revokeSessionsOf(tx, { customerId: c.id }, principal.tokenHash);
    });
    return;
  }
  const [u] = await db.select().from(users).where(eq(users.id, principal.userId));
  if (!u || !(await verifyPassword(u.passwordHash, current))) throw wrongPassword();
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, u.id));
    await revokeSessionsOf(tx, { userId: u.id }, principal.tokenHash);
  });
}

/** A Super Admin sets a staff member's password; every session of that member ends (the admin's own stays). */
export async function setStaffPassword(
  db: Db,
  principal: Principal | null,
  userId: number,
  next: string,
): Promise<void> {
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    const [u] = await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId)).returning();
    if (!u) throw notFound('user_not_found');
    const keep = principal?.kind === 'admin' && principal.userId === userId ? principal.tokenHash : null;
    await revokeSessionsOf(tx, { userId }, keep);
  });
}
