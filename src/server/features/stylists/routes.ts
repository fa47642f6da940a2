/** HTTP handlers of the stylists feature. */
import type { Handlers } from '../../plugins/register-api';

export const stylistsHandlers: Handlers = {};
