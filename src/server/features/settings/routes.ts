/** HTTP handlers of the salon profile. */
import { readSalonProfile } from '../../db/salon-settings';
import { withMessage } from '../../http/api-error';
import type { Handlers } from '../../http/register-api';
import { saveSalonProfile } from './service';

export const settingsHandlers = {
  settings: async ({ deps }) => readSalonProfile(deps.db),
  settingsUpdate: async ({ deps, body }) =>
    withMessage(await saveSalonProfile(deps.db, body), 'settings_saved'),
} satisfies Handlers;
