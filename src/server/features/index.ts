/**
 * Every feature's handlers, met in one table for the route registration. Its type asks for a
 * handler of every call in the contract (src/shared/contract/routes.ts).
 */
import type { AllHandlers, Gates } from '../http/register-api';
import { backupsHandlers } from '../ops/backups/backup-routes';
import { accountsHandlers } from './accounts/routes';
import { auditHandlers } from './audit/routes';
import { authGates, authHandlers } from './auth/routes';
import { availabilityHandlers } from './availability/routes';
import { bookingHandlers } from './booking/routes';
import { calendarHandlers } from './calendar/routes';
import { catalogueHandlers } from './catalogue/routes';
import { dashboardHandlers } from './dashboard/routes';
import { feesHandlers } from './fees/routes';
import { frontDeskHandlers } from './front-desk/routes';
import { manageHandlers } from './manage/routes';
import { paymentsHandlers } from './payments/routes';
import { privacyHandlers } from './privacy/routes';
import { promotionsHandlers } from './promotions/routes';
import { pushHandlers } from './push/routes';
import { ratingsHandlers } from './ratings/routes';
import { reportsHandlers } from './reports/routes';
import { servicesHandlers } from './services/routes';
import { settingsHandlers } from './settings/routes';
import { shiftsHandlers } from './shifts/routes';
import { stylistsHandlers } from './stylists/routes';
import { usersHandlers } from './users/routes';
import { waitlistHandlers } from './waitlist/routes';

export const allHandlers: AllHandlers = {
  ...authHandlers,
  ...accountsHandlers,
  ...catalogueHandlers,
  ...availabilityHandlers,
  ...bookingHandlers,
  ...manageHandlers,
  ...paymentsHandlers,
  ...ratingsHandlers,
  ...usersHandlers,
  ...servicesHandlers,
  ...stylistsHandlers,
  ...shiftsHandlers,
  ...calendarHandlers,
  ...feesHandlers,
  ...reportsHandlers,
  ...dashboardHandlers,
  ...settingsHandlers,
  ...pushHandlers,
  ...promotionsHandlers,
  ...frontDeskHandlers,
  ...backupsHandlers,
  ...privacyHandlers,
  ...auditHandlers,
  ...waitlistHandlers,
};

/** The checks that run before a call's body is read (sign-in, against floods). */
export const allGates: Gates = { ...authGates };
