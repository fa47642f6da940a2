/**
 * One line of the audit trail. Rows are only ever added (the table's trigger refuses the rest), so
 * what goes in must be fit to keep for ever: secrets are cut out here, whatever the caller passes,
 * and clients are named by id only (their names, emails and phones are never given to this table),
 * so that erasing a client never needs to change it.
 */
import type { Db, Tx } from '../../db/connect';
import { auditLog } from '../../db/schema';

export type AuditActor =
  | { kind: 'staff'; id: number; role: number; name: string }
  | { kind: 'customer'; id: number }
  | { kind: 'system' };

export type AuditLine = {
  actor: AuditActor;
  /** The caller's address as the limits count it; null for jobs. */
  address: string | null;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
};

/** Keys whose values never enter the trail, at any depth: passwords, their hashes, tokens, keys. */
const SECRET_KEY = /pass(word)?|hash|token|secret|p256dh|^auth$|api_?key/i;

/** A copy of `value` with every secret-named key left out (JSON-safe: dates become strings). */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!SECRET_KEY.test(key) && v !== undefined) out[key] = withoutSecrets(v);
  }
  return out;
}

/** Adds one line to the trail, in the caller's transaction when it passes one. */
export async function writeAuditLine(db: Db | Tx, line: AuditLine, at: Date): Promise<void> {
  const { actor } = line;
  await db.insert(auditLog).values({
    at,
    actorKind: actor.kind,
    actorId: actor.kind === 'system' ? null : actor.id,
    actorRole: actor.kind === 'staff' ? actor.role : null,
    actorName: actor.kind === 'staff' ? actor.name : '',
    clientAddress: line.address,
    action: line.action,
    target: line.target,
    before: withoutSecrets(line.before ?? null),
    after: withoutSecrets(line.after ?? null),
  });
}
