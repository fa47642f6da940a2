/**
 * Production start (SEED_DEMO=false): the first Super Admin comes from ADMIN_USERNAME and
 * ADMIN_PASSWORD, created only while there is no Super Admin at all, and refused when the
 * password breaks the rule every password set through the API keeps (shared/password-rule.ts).
 * Later starts change nothing (the password is then the admin's own).
 */
import { and, eq } from 'drizzle-orm';
import { ROLE_SUPER_ADMIN } from '#shared/enums';
import { passwordProblem } from '#shared/password-rule';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';
import { problemText } from '../../domain/field-refusal';
import { hashPassword } from '../../passwords/hashing';

/** Why a first admin's password is refused (in English: it goes to the operator's log), or null. */
export function weakPasswordReason(username: string, password: string): string | null {
  const problem = passwordProblem(password, 'staff', [username]);
  return problem && problemText(problem, 'en');
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
