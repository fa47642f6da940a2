/** HTTP handlers of the shifts feature. */
import type { Handlers } from '../../plugins/register-api';

export const shiftsHandlers: Handlers = {};
