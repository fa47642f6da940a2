/** HTTP handlers of the dashboard. */
import type { Handlers } from '../../http/register-api';
import { dashboardSummary } from './service';

export const dashboardHandlers = {
  dashboard: async ({ deps }) => dashboardSummary(deps.db, deps.now()),
} satisfies Handlers;
