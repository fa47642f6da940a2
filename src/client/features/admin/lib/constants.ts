/**
 * Values of `src/shared/enums.ts`, repeated because that module builds zod schemas and importing it
 * at runtime would ship zod to the tablet. The types come from there, and a test checks the values.
 */
import type { BookingStatus, RoleId } from '../../../../shared/enums';

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];
export const ROLE_SUPER_ADMIN = 1 satisfies RoleId;
export const ROLE_STAFF = 2 satisfies RoleId;
export const CATEGORY_GENERAL = 10;
