/** HTTP handlers of the services feature. */
import type { Handlers } from '../../plugins/register-api';

export const servicesHandlers: Handlers = {};
