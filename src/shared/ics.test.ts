import { describe, expect, it } from 'vitest';
import { buildIcs, icsEscape, icsFold, icsTime } from './ics';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('ics', () => {
  it('writes instants in UTC basic format', () => {
    expect(icsTime(new Date('2025-06-03T01:30:00.000Z'))).toBe('20250603T013000Z');
  });

  it('escapes text values', () => {
    expect(icsEscape('Cut, colour; wash\nand \\ style')).toBe('Cut\\, colour\\; wash\\nand \\\\ style');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'美'.repeat(60)}`;
    const folded = icsFold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(bytes(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('builds one event with CRLF line endings', () => {
    const ics = buildIcs({
      uid: 'booking-7@tress',
      start: new Date('2025-06-03T01:30:00Z'),
      end: new Date('2025-06-03T02:30:00Z'),
      stamp: new Date('2025-06-01T00:00:00Z'),
      summary: 'Cut at Tress',
      location: '12 Ann Siang Road, Singapore',
      description: 'Booking 7',
      alarmMinutes: 60,
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20250603T013000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:12 Ann Siang Road\\, Singapore\r\n');
    expect(ics).toContain('\r\nTRIGGER:-PT60M\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps the UID of a changed booking, raises SEQUENCE, and cancels with METHOD:CANCEL', () => {
    const base = {
      uid: 'booking-7@tress',
      start: new Date('2025-06-03T01:30:00Z'),
      end: new Date('2025-06-03T02:30:00Z'),
      stamp: new Date('2025-06-01T00:00:00Z'),
      summary: 'Cut',
      location: 'Salon',
      description: '',
    };
    const moved = buildIcs({ ...base, sequence: 1, alarmMinutes: 60 });
    expect(moved).toContain('\r\nUID:booking-7@tress\r\nSEQUENCE:1\r\n');
    expect(moved).toContain('\r\nMETHOD:PUBLISH\r\n');
    const cancelled = buildIcs({ ...base, sequence: 2, cancelled: true, alarmMinutes: 60 });
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:2\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).not.toContain('VALARM');
  });
});
