/** HTTP handlers of the availability feature. */
import type { Handlers } from '../../plugins/register-api';

export const availabilityHandlers: Handlers = {};
