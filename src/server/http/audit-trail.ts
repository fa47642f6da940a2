/**
 * The audit trail's hook in the route registration: every call the route table marks as a
 * back-office write (`isAudited`: `changesSalon` or `audited`) adds exactly one line when it
 * succeeds, with no code in its handler. A new back-office write is recorded from its first day;
 * a subject in features/audit/subjects.ts only makes its line say more (its state before and after).
 *
 * Handlers own their transactions, so the line cannot be written inside the change's own. Instead
 * the line is first kept as an intent (audit_intents) before the call runs, and the transaction
 * that adds the finished line takes the intent away. A process killed in between leaves the
 * intent, which the jobs turn into a line marked unconfirmed (domain/audit/intents.ts): no
 * write that may have happened goes unrecorded (docs/personal-data.md).
 */
import { isAudited } from '#shared/contract/endpoints';
import type { RouteDef, RouteName } from '#shared/contract/routes';
import type { Deps } from '../deps';
import type { AuditActor, AuditLine } from '../domain/audit/audit-row';
import { dropIntent, finishIntent, keepIntent } from '../domain/audit/intents';
import { auditSubjects, CLIENT_FIELDS } from '../domain/audit/subjects';
import { addressKey } from '../limits/address-key';
import type { Principal } from './auth';

type Bag = Record<string, unknown>;

/** The request without the fields that name a client or hold their words (and, later, secrets). */
const withoutClientFields = (body: Bag): Bag =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !CLIENT_FIELDS.includes(k)));

/** `booking:12` from whichever id the request names, when no subject says better. */
function targetOf(body: Bag): string {
  for (const [key, kind] of [
    ['booking_id', 'booking'],
    ['client_id', 'client'],
    ['stylist_id', 'stylist'],
    ['id', 'record'],
  ] as const) {
    const v = body[key];
    if (typeof v === 'number' && v > 0) return `${kind}:${v}`;
  }
  return '';
}

function actorOf(principal: Principal | null): AuditActor {
  if (principal?.kind === 'admin') {
    return { kind: 'staff', id: principal.userId, role: principal.roleId, name: principal.fullName };
  }
  if (principal?.kind === 'customer') return { kind: 'customer', id: principal.customerId };
  return { kind: 'system' };
}

export type AuditedCall = {
  /** Writes the line of a call that succeeded, and takes its intent away. */
  finish(result: unknown): Promise<void>;
  /** Takes away the intent of a call that failed: it changed nothing. */
  abandon(): Promise<void>;
};

/**
 * Reads the subject's state before the call (when the call is audited and its id is in the
 * request); the returned `finish` writes the line once the call has succeeded.
 */
export async function beginAudit(
  deps: Deps,
  name: RouteName,
  def: RouteDef,
  call: { body: unknown; principal: Principal | null; ip: string },
): Promise<AuditedCall | null> {
  if (!isAudited(def)) return null;
  const body = (call.body ?? {}) as Bag;
  const subject = auditSubjects[name]?.();
  const idBefore = subject?.id(body, {}) ?? null;
  const before = subject?.read && idBefore !== null ? await subject.read(deps.db, idBefore) : null;
  const intended: AuditLine = {
    actor: actorOf(call.principal),
    address: addressKey(call.ip, deps.config.ipv6PrefixLength),
    action: name,
    target:
      (subject && idBefore !== null ? `${subject.kind}:${idBefore}` : targetOf(body)) ||
      (subject?.kind ?? ''),
    before,
    after: withoutClientFields(body),
  };
  // kept before the call runs: a database that cannot take it refuses the call before any change
  const intent = await keepIntent(deps.db, intended, deps.now());
  return {
    abandon: async () => {
      await dropIntent(deps.db, intent).catch((err: unknown) =>
        deps.log.error({ err, action: name }, 'audit intent not taken away'),
      );
    },
    finish: async (result) => {
      const id = subject?.id(body, (result ?? {}) as Bag) ?? idBefore;
      const target = subject && id !== null ? `${subject.kind}:${id}` : targetOf(body);
      const after =
        subject?.read && id !== null ? await subject.read(deps.db, id) : withoutClientFields(body);
      // the change has committed: a line that cannot be written is logged loudly, and the caller
      // still hears that their change was made (a 500 here would invite them to make it twice)
      await finishIntent(
        deps.db,
        intent,
        { ...intended, target: target || (subject?.kind ?? ''), after },
        deps.now(),
      )
        // the intent stays: the jobs record the call as unconfirmed rather than not at all
        .catch((err: unknown) => deps.log.error({ err, action: name, target }, 'audit line not written'));
    },
  };
}
