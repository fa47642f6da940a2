/**
 * Production start (SEED_DEMO=false): the first Super Admin comes from ADMIN_USERNAME and
 * ADMIN_PASSWORD, created only while there is no Super Admin at all, and refused when the
 * password is weak. Later starts change nothing (the password is then the admin's own).
 */
import { and, eq } from 'drizzle-orm';
import { ROLE_SUPER_ADMIN } from '../../../shared/enums';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { hashPassword } from '../../http/auth';

const COMMON = ['password', '123456', 'qwerty', 'letmein', 'admin', 'welcome', 'changeme', 'tress', 'salon'];

/** Why a first admin's password is refused, or null when it will do. */
export function weakPasswordReason(username: string, password: string): string | null {
  if (password.length < 12) return 'it must be at least 12 characters long';
  const lower = password.toLowerCase();
  if (lower.includes(username.toLowerCase())) return 'it must not contain the username';
  if (COMMON.some((w) => lower.includes(w)))
    return 'it must not contain a common word such as "password" or "admin"';
  if (new Set(password).size < 6) return 'it must use at least 6 different characters';
  return null;
}

export async function ensureFirstAdmin(db: Db, config: Config): Promise<'created' | 'exists' | 'none'> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE_SUPER_ADMIN), eq(users.isActive, true)))
    .limit(1);
  if (existing) return 'exists';
  const { adminUsername: username, adminPassword: password } = config;
  if (!username || !password) return 'none';
  const weak = weakPasswordReason(username, password);
  if (weak) throw new Error(`ADMIN_PASSWORD is too weak: ${weak}.`);
  await db
    .insert(users)
    .values({
      fullName: 'Administrator',
      username,
      email: `${username.replace(/[^A-Za-z0-9._-]/g, '')}@localhost`,
      passwordHash: await hashPassword(password),
      roleId: ROLE_SUPER_ADMIN,
    })
    .onConflictDoNothing();
  return 'created';
}
