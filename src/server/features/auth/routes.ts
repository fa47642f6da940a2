/** HTTP handlers of the auth feature. */
import type { Handlers } from '../../plugins/register-api';

export const authHandlers: Handlers = {};
