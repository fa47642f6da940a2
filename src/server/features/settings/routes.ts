/** HTTP handlers of the settings feature. */
import type { Handlers } from '../../plugins/register-api';

export const settingsHandlers: Handlers = {};
