import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDate, icsText } from './ics';

describe('Add to calendar (.ics)', () => {
  const ics = buildIcs({
    uid: 'booking-42@tress',
    title: 'Appointment at Tress Studio',
    description: "Women's Cut, Men's Cut\nWith Mei Lin",
    location: '12 Ann Siang Road, #02-01; Singapore',
    start: new Date('2025-05-12T02:30:00Z'),
    end: new Date('2025-05-12T04:00:00Z'),
    stamp: new Date('2025-05-01T00:00:00Z'),
  });

  it('is one VEVENT in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20250512T023000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20250512T040000Z\r\n');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(ics).toContain('LOCATION:12 Ann Siang Road\\, #02-01\\; Singapore');
  });

  it('folds lines longer than 75 octets, counting UTF-8 bytes', () => {
    const folded = foldLine(`SUMMARY:${'美'.repeat(40)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'美'.repeat(40)}`);
  });

  it('writes UTC times as yyyyMMddTHHmmssZ', () => {
    expect(icsDate(new Date('2025-01-02T03:04:05Z'))).toBe('20250102T030405Z');
  });
});
