/**
 * Bearer tokens: random 32 bytes, sent as base64url, stored only as their SHA-256 hash, expiring
 * and revocable. Passwords are argon2id.
 */

import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { customers, sessions, users } from '../db/schema';
import { type PasswordLane, PasswordLine } from '../limits/password-line';

export type Principal =
  | { kind: 'customer'; customerId: number; tokenHash: string }
  | { kind: 'admin'; userId: number; roleId: number; fullName: string; username: string; tokenHash: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * argon2 work for the whole process, one at a time: each hash already runs its four lanes on
 * threads of their own, and libuv's pool, the event loop and static files need the rest of the
 * machine. Anonymous attempts wait in a short open line and are refused past it
 * (limits/password-line.ts); work for signed-in users and the server itself is trusted.
 */
export const OPEN_PASSWORD_CHECKS_WAITING = 8;
export const passwordLine = new PasswordLine(1, OPEN_PASSWORD_CHECKS_WAITING);

export const hashPassword = (password: string, lane: PasswordLane = 'trusted') =>
  passwordLine.run(lane, () => argon2.hash(password, { type: argon2.argon2id }));

/** Throws `PasswordLineFull` when an open-lane check cannot even wait its turn. */
export async function verifyPassword(
  hash: string,
  password: string,
  lane: PasswordLane = 'trusted',
): Promise<boolean> {
  return passwordLine.run(lane, async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** A fixed hash to verify against when the username is unknown, so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string, lane: PasswordLane): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password, lane);
}

export async function createSession(
  db: Db,
  who: { userId?: number; customerId?: number },
  ttlHours: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: who.userId ?? null,
    customerId: who.customerId ?? null,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  });
  return token;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

export type Account = { userId: number } | { customerId: number };

/**
 * Ends every session of an account except `keepTokenHash` (the one that made the change): after a
 * password change or reset, a deactivation or a role change, a stolen token stops working.
 */
export async function revokeSessionsOf(db: Db | Tx, who: Account, keepTokenHash: string | null = null) {
  const owner = 'userId' in who ? eq(sessions.userId, who.userId) : eq(sessions.customerId, who.customerId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        owner,
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** The principal a bearer token stands for, or null when it is missing, unknown, expired or revoked. */
export async function principalOf(db: Db, authorization: string | undefined): Promise<Principal | null> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const tokenHash = hashToken(match[1]);
  const [row] = await db
    .select({ userId: sessions.userId, customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) return null;
  if (row.userId) {
    const [u] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!u?.isActive) return null;
    return {
      kind: 'admin',
      userId: u.id,
      roleId: u.roleId,
      fullName: u.fullName,
      username: u.username,
      tokenHash,
    };
  }
  if (row.customerId) {
    const [c] = await db
      .select({ id: customers.id, active: customers.isActive })
      .from(customers)
      .where(eq(customers.id, row.customerId))
      .limit(1);
    if (!c?.active) return null;
    return { kind: 'customer', customerId: c.id, tokenHash };
  }
  return null;
}

/**
 * Of these staff tokens, the ones that still stand for an active staff member at `now`: one query
 * for every open stream of an instance, however many there are.
 */
export async function liveStaffTokens(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.tokenHash));
}
