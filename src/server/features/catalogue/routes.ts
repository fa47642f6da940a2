/** HTTP handlers of the catalogue feature. */
import type { Handlers } from '../../plugins/register-api';

export const catalogueHandlers: Handlers = {};
