/** HTTP handlers of the booking report. */
import type { Handlers } from '../../http/register-api';
import { bookingReport } from './service';

export const reportsHandlers = {
  reports: async ({ deps, body, lang }) => bookingReport(deps.db, body, lang),
} satisfies Handlers;
