/** HTTP handlers of the users feature. */
import type { Handlers } from '../../plugins/register-api';

export const usersHandlers: Handlers = {};
