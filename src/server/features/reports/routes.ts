/** HTTP handlers of the appointment report. */
import type { Handlers } from '../../http/register-api';
import { appointmentReport } from './service';

export const reportsHandlers = {
  reports: async ({ deps, body, lang }) => appointmentReport(deps.db, body, lang),
} satisfies Handlers;
