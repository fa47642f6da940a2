/** The shared constants the back office needs at run time (zod-free, so no schema code ships). */
export {
  BOOKING_STATUSES,
  CATEGORY_GENERAL,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
} from '#shared/constants';
