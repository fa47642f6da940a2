/**
 * Back-office accounts. Rules: only a Super Admin changes accounts (the route table checks the
 * role); nobody deletes or deactivates their own account; the last active Super Admin can be
 * neither removed, deactivated nor demoted (checked under a row lock, so two admins demoting each
 * other at once cannot both win); usernames and emails are unique regardless of case (409). The
 * password is set on create only and never leaves the server.
 */
import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AdminUser, UserAddRequest, UserPage, UserUpdateRequest } from '#shared/contract/users';
import { ROLE_SUPER_ADMIN, type RoleId } from '#shared/enums';
import type { PagedRequest } from '#shared/fields';
import { type Db, PG_UNIQUE_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { users } from '../../db/schema';
import { DomainError, missing, refused } from '../../domain/domain-error';
import { revokeSessionsOf } from '../../http/auth';
import { forgetStaffDevices } from '../../jobs/staff-push';
import { hashPassword } from '../../passwords/hashing';

type UserRow = typeof users.$inferSelect;

const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  full_name: u.fullName,
  username: u.username,
  email: u.email,
  phone_number: u.phoneNumber,
  role_id: u.roleId as RoleId,
  is_active: u.isActive,
});

/** Staff accounts matching the search (name, username, email, phone), a page at a time. */
export async function listUsers(db: Db, q: PagedRequest): Promise<UserPage> {
  const p = likeAny(q.search_text);
  const where = q.search_text
    ? or(
        ilike(users.fullName, p),
        ilike(users.username, p),
        ilike(users.email, p),
        ilike(users.phoneNumber, p),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.fullName, users.id)
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const totalRecords = Number(total?.n ?? 0);
  return {
    users: rows.map(toAdminUser),
    ...pageInfo(totalRecords, q),
  };
}

/** 409 naming the username or email another account already has (case-insensitive). */
async function assertUnique(
  db: Db | Tx,
  u: { username: string; email: string },
  exceptId?: number,
): Promise<void> {
  const others = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.username}) = lower(${u.username})`,
          sql`lower(${users.email}) = lower(${u.email})`,
        ),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  if (others.some((o) => o.username.toLowerCase() === u.username.toLowerCase()))
    throw refused('user_username_taken', { username: u.username });
  if (others.length) throw refused('user_email_taken', { email: u.email });
}

/** The database's unique indexes are the last word when two requests race past the check. */
function uniqueViolation(error: unknown, u: { username: string; email: string }): unknown {
  if (sqlState(error) !== PG_UNIQUE_VIOLATION) return error;
  return /email/.test(String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error))
    ? refused('user_email_taken', { email: u.email })
    : refused('user_username_taken', { username: u.username });
}

export async function addUser(db: Db, body: UserAddRequest): Promise<AdminUser> {
  await assertUnique(db, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        fullName: body.full_name,
        username: body.username,
        email: body.email,
        phoneNumber: body.phone_number,
        passwordHash,
        roleId: body.role_id,
        isActive: body.is_active,
      })
      .returning();
    return toAdminUser(row!);
  } catch (error) {
    throw uniqueViolation(error, body);
  }
}

/**
 * Locks the active Super Admin rows (in id order, before any other row, so two admins changing
 * each other at once queue instead of deadlocking) and returns their ids.
 */
async function lockSuperAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE_SUPER_ADMIN), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** Refuses when the target is the only active Super Admin left. */
function assertNotLastSuperAdmin(supers: readonly number[], targetId: number): void {
  if (supers.includes(targetId) && !supers.some((id) => id !== targetId))
    throw refused('user_last_super_admin');
}

export async function updateUser(db: Db, actorId: number, body: UserUpdateRequest): Promise<AdminUser> {
  if (body.id === actorId && !body.is_active) throw refused('user_cannot_deactivate_self');
  try {
    return await db.transaction(async (tx) => {
      const supers = await lockSuperAdmins(tx);
      const [current] = await tx.select().from(users).where(eq(users.id, body.id)).for('update');
      if (!current) throw missing('user_not_found');
      await assertUnique(tx, body, body.id);
      if (body.role_id !== ROLE_SUPER_ADMIN || !body.is_active) assertNotLastSuperAdmin(supers, body.id);
      const [row] = await tx
        .update(users)
        .set({
          fullName: body.full_name,
          username: body.username,
          email: body.email,
          phoneNumber: body.phone_number,
          roleId: body.role_id,
          isActive: body.is_active,
        })
        .where(eq(users.id, body.id))
        .returning();
      // a deactivated or re-roled account starts again from a fresh sign-in
      if (!body.is_active || current.roleId !== body.role_id || !current.isActive)
        await revokeSessionsOf(tx, { userId: body.id });
      // a deactivated account's devices stop hearing of the salon's bookings
      if (!body.is_active) await forgetStaffDevices(tx, body.id);
      return toAdminUser(row!);
    });
  } catch (error) {
    throw error instanceof DomainError ? error : uniqueViolation(error, body);
  }
}

export async function deleteUser(db: Db, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw refused('user_cannot_delete_self');
  await db.transaction(async (tx) => {
    const supers = await lockSuperAdmins(tx);
    const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    if (!current) throw missing('user_not_found');
    assertNotLastSuperAdmin(supers, id);
    await tx.delete(users).where(eq(users.id, id));
    await forgetStaffDevices(tx, id);
  });
}
