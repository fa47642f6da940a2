/** HTTP handlers of the booking calendar and the status change from its details modal. */
import { unauthorized, withMessage } from '../../plugins/api-error';
import type { Handlers } from '../../plugins/register-api';
import { dayBookings, setStatus } from './service';

export const calendarHandlers: Handlers = {
  calendar: async ({ deps, body }) => dayBookings(deps.db, body),
  updateStatus: async ({ deps, body, principal }) => {
    if (principal?.kind !== 'admin') throw unauthorized();
    return withMessage(
      await setStatus(deps, principal.fullName, body.booking_id, body.status),
      'booking_status_updated',
    );
  },
};
