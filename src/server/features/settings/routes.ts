/** HTTP handlers of the salon's settings, and the bookings their hours leave out. */
import { readSalonProfile } from '../../db/salon-settings';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { saveSalonProfile } from './service';
import { strandedBookings } from './stranded';

export const settingsHandlers = {
  settings: async ({ deps }) => readSalonProfile(deps.db),
  settingsUpdate: async ({ deps, body }) =>
    withMessage(await saveSalonProfile(deps.db, body, deps.now()), 'settings_saved'),
  strandedBookings: async ({ deps }) =>
    strandedBookings(deps.db, await readSalonProfile(deps.db), deps.now()),
} satisfies Handlers;
