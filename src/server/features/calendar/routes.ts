/** HTTP handlers of the calendar feature. */
import type { Handlers } from '../../plugins/register-api';

export const calendarHandlers: Handlers = {};
