/** HTTP handler of the audit trail (written by http/audit-trail.ts; read here by a Super Admin). */
import type { Handlers } from '../../http/register-api';
import { listAudit } from './list';

export const auditHandlers = {
  auditList: async ({ deps, body }) => listAudit(deps.db, body),
} satisfies Handlers;
