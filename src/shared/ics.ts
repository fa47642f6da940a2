/**
 * The one iCalendar (RFC 5545) writer: the success page's "Add to calendar" and every email's
 * attachment. One event in UTC (so every calendar places it at the salon's local time whatever the
 * device's zone), CRLF line ends, escaped text, lines folded at 75 octets without splitting a UTF-8
 * character. A changed booking keeps its UID and raises SEQUENCE; a cancelled one is METHOD:CANCEL
 * with STATUS:CANCELLED, so calendar apps update or remove the event they already have.
 */

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  /** Raised on every change the customer is told about; 0 for the first version. */
  sequence?: number;
  cancelled?: boolean;
  /** Minutes before the start for a reminder alarm; none when absent. */
  alarmMinutes?: number;
};

/** The same UID everywhere a booking's event is written, so calendars see one event. */
export const bookingUid = (bookingId: number, host: string) => `booking-${bookingId}@${host || 'tress'}`;

/** `2025-06-03T01:30:00.000Z` -> `20250603T013000Z`. */
export function icsTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes backslash, semicolon, comma and newlines in a TEXT value. */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point), without a runtime's TextEncoder. */
function utf8Octets(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The METHOD of a calendar file for this event. */
export const icsMethod = (ev: Pick<IcsEvent, 'cancelled'>) => (ev.cancelled ? 'CANCEL' : 'PUBLISH');

export function buildIcs(ev: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tress//Salon bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${icsMethod(ev)}`,
    'BEGIN:VEVENT',
    `UID:${ev.uid}`,
    `SEQUENCE:${ev.sequence ?? 0}`,
    `DTSTAMP:${icsTime(ev.stamp)}`,
    `DTSTART:${icsTime(ev.start)}`,
    `DTEND:${icsTime(ev.end)}`,
    `SUMMARY:${icsEscape(ev.summary)}`,
    `LOCATION:${icsEscape(ev.location)}`,
    `DESCRIPTION:${icsEscape(ev.description)}`,
    `STATUS:${ev.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (ev.alarmMinutes && !ev.cancelled) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsEscape(ev.summary)}`,
      `TRIGGER:-PT${ev.alarmMinutes}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}
