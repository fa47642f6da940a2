/** HTTP handlers of the reports feature. */
import type { Handlers } from '../../plugins/register-api';

export const reportsHandlers: Handlers = {};
