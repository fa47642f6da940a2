/** The back office's audit trail: who changed what, when, from where, with the state before and after. */
import { z } from 'zod';
import { INT32_MAX, IsoDate, PageInfo, PageNumber, PageSize } from '../fields';

export const AuditListRequest = z
  .object({
    page_number: PageNumber,
    page_size: PageSize,
    /** A back-office user's id; 0 or absent is everyone. */
    actor_id: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
    /** A call's name in the route table (e.g. `usersUpdate`); '' is every action. */
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Za-z0-9_.:-]*$/, 'invalid_format')
      .default(''),
    /** Salon dates, inclusive; either may be left out. */
    date_from: IsoDate.optional(),
    date_to: IsoDate.optional(),
  })
  .refine((v) => !v.date_from || !v.date_to || v.date_from <= v.date_to, {
    path: ['date_to'],
    message: 'invalid_value',
  });
export type AuditListRequest = z.infer<typeof AuditListRequest>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_kind: z.enum(['staff', 'customer', 'system']),
  actor_id: z.number().int().nullable(),
  actor_role: z.number().int().nullable(),
  actor_name: z.string(),
  client_address: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = PageInfo.extend({
  entries: z.array(AuditEntry),
  /** Who may be filtered on: every back-office user that has an entry. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every action that has an entry. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof AuditPage>;
