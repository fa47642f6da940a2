/** HTTP handlers of the booking feature. */
import type { Handlers } from '../../plugins/register-api';

export const bookingHandlers: Handlers = {};
