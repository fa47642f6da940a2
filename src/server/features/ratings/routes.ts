/** HTTP handlers of the ratings feature. */
import type { Handlers } from '../../plugins/register-api';

export const ratingsHandlers: Handlers = {};
