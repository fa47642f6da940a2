/** HTTP handlers of the dashboard feature. */
import type { Handlers } from '../../plugins/register-api';

export const dashboardHandlers: Handlers = {};
