/**
 * Bearer tokens: random 32 bytes, sent as base64url, stored only as their SHA-256 hash, expiring
 * and revocable (the hash: passwords/token-hash.ts). Passwords are hashed in passwords/hashing.ts.
 */

import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { customers, sessions, users } from '../db/schema';
import { hashToken } from '../passwords/token-hash';

export type Principal =
  | { kind: 'customer'; customerId: number; tokenHash: string }
  | { kind: 'admin'; userId: number; roleId: number; fullName: string; username: string; tokenHash: string };

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
