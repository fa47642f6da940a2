/** "Add to calendar" for a booking: the shared .ics writer, the same UID as the emails use. */

import { BOOKING_ALARM_MINUTES } from '#shared/calendar-event';
import type { ManagedBooking } from '#shared/contract/manage';
import { bookingUid, buildIcs } from '#shared/ics';

export function calendarFileUrl(
  b: ManagedBooking,
  texts: { summary: string; description: string; location: string },
) {
  const ics = buildIcs({
    uid: bookingUid(b.id, window.location.hostname),
    start: new Date(b.starts_at),
    end: new Date(b.ends_at),
    stamp: new Date(),
    sequence: b.ics_sequence,
    summary: texts.summary,
    description: texts.description,
    location: texts.location,
    alarmMinutes: BOOKING_ALARM_MINUTES,
  });
  return URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
}
