/**
 * A booking as a calendar event, written the same everywhere: the emails' .ics, the success page's
 * and My bookings' "Add to calendar" (.ics, Google and Outlook). One title, one reminder.
 */
import { icsTime } from './ics';

/** The reminder every booking's event carries, in minutes before the start. */
export const BOOKING_ALARM_MINUTES = 60;

/** "Women's Cut, Colour at Tress Studio" / "Tress 美发沙龙：女士剪发、染发". */
export function bookingEventTitle(lang: 'en' | 'zh', services: readonly string[], salon: string): string {
  return lang === 'zh' ? `${salon}：${services.join('、')}` : `${services.join(', ')} at ${salon}`;
}

/** A query string (no runtime's URLSearchParams here: shared code runs without DOM or Node). */
const query = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export type CalendarEvent = { title: string; start: Date; end: Date; details: string; location: string };

/** Google Calendar's "add event" page with the event filled in. */
export function googleCalendarUrl(e: CalendarEvent): string {
  const q = query({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${icsTime(e.start)}/${icsTime(e.end)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Outlook on the web's "new event" page with the event filled in. */
export function outlookCalendarUrl(e: CalendarEvent): string {
  const q = query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: e.start.toISOString(),
    enddt: e.end.toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${q}`;
}
