/** HTTP handlers of the customer's availability calls. An empty stylist list says 'No stylists found'. */

import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { freeDates, freeSlots, stylistsForServices, stylistsFreeAt } from './service';

export const availabilityHandlers = {
  stylistsByServices: async ({ body, deps }) => {
    const list = await stylistsForServices(deps.db, body.service_ids);
    return list.length ? list : withMessage(list, 'no_stylists');
  },
  stylistsAvailable: async ({ body, deps }) => {
    const list = await stylistsFreeAt(deps.db, body, deps.now());
    return list.length ? list : withMessage(list, 'no_stylists');
  },
  slotsByStylist: async ({ body, deps }) => freeSlots(deps.db, body, deps.now()),
  freeDates: async ({ body, deps }) => freeDates(deps.db, body, deps.now()),
} satisfies Handlers;
