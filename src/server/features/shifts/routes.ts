/** HTTP handlers of the grid, per-date shifts and slot generation. */

import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { activeSlots, generateSlots, readShifts, saveShifts } from './service';

export const shiftsHandlers = {
  timeslotsActive: async ({ deps }) => activeSlots(deps.db),
  saveShifts: async ({ deps, body }) =>
    withMessage(await saveShifts(deps.db, body, deps.now()), 'shifts_saved'),
  shifts: async ({ deps, body }) => readShifts(deps.db, body.stylist_id, body.from_date, deps.now()),
  generateSlots: async ({ deps, body }) => {
    const { ranged, ...result } = await generateSlots(deps.db, body, deps.now());
    // the calendar's Add Time Slots sends a range; the stylists page's Generate Slots sends weeks
    return withMessage(result, ranged ? 'slots_added' : 'slots_generated');
  },
} satisfies Handlers;
