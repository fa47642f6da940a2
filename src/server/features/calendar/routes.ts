/** HTTP handlers of the booking calendar and the status change from its details modal. */
import { notSignedIn } from '../../domain/domain-error';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { dayBookings, setStatus } from './service';

export const calendarHandlers = {
  calendar: async ({ deps, body, lang }) => dayBookings(deps.db, body, lang),
  updateStatus: async ({ deps, body, principal, lang }) => {
    if (principal?.kind !== 'admin') throw notSignedIn();
    return withMessage(
      await setStatus(
        deps,
        { id: principal.userId, name: principal.fullName },
        body.booking_id,
        body.status,
        lang,
      ),
      'booking_status_updated',
    );
  },
} satisfies Handlers;
