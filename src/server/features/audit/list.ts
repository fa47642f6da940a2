/** The audit trail as the Super Admin reads it: newest first, filtered by who, what and when. */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListRequest, AuditPage } from '#shared/contract/audit';
import { salonInstant } from '#shared/salon-instant';
import { addDaysIso } from '#shared/salon-time';
import type { Db } from '../../db/connect';
import { pageInfo } from '../../db/paging';
import { readSalonProfile } from '../../db/salon-settings';
import { auditLog } from '../../db/schema';

const KINDS = ['staff', 'customer', 'system'] as const;

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_kind: KINDS.find((k) => k === row.actorKind) ?? 'system',
    actor_id: row.actorId,
    actor_role: row.actorRole,
    actor_name: row.actorName,
    client_address: row.clientAddress,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  };
}

/** The filters as SQL; dates are the salon's, so a day runs from its midnight to the next. */
async function filtersOf(db: Db, q: AuditListRequest): Promise<SQL | undefined> {
  const tz = (await readSalonProfile(db)).time_zone;
  return and(
    q.actor_id ? and(eq(auditLog.actorKind, 'staff'), eq(auditLog.actorId, q.actor_id)) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.date_from ? gte(auditLog.at, salonInstant(q.date_from, '00:00', tz)) : undefined,
    q.date_to ? lt(auditLog.at, salonInstant(addDaysIso(q.date_to, 1), '00:00', tz)) : undefined,
  );
}

export async function listAudit(db: Db, q: AuditListRequest): Promise<AuditPage> {
  const where = await filtersOf(db, q);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const actors = await db
    .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.actorKind, 'staff'), isNotNull(auditLog.actorId)));
  const actions = await db.selectDistinct({ action: auditLog.action }).from(auditLog);
  const byId = new Map<number, string>();
  for (const a of actors) if (a.id !== null) byId.set(a.id, a.name);
  return {
    ...pageInfo(Number(total?.n ?? 0), q),
    entries: rows.map(toEntry),
    actors: [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    actions: actions.map((a) => a.action).sort(),
  };
}
