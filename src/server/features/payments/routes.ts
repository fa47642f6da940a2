/** HTTP handlers of the payments feature. */
import type { Handlers } from '../../plugins/register-api';

export const paymentsHandlers: Handlers = {};
