import { describe, expect, it } from 'vitest';
import { bookingEventTitle, googleCalendarUrl, outlookCalendarUrl } from './calendar-event';

const event = {
  title: bookingEventTitle('en', ["Women's Cut", 'Colour'], 'Tress Studio'),
  start: new Date('2026-12-01T02:00:00Z'),
  end: new Date('2026-12-01T03:30:00Z'),
  details: 'With Mei Lin\nBooking #42',
  location: '12 Ann Siang Road',
};

describe('a booking as a calendar event', () => {
  it('is titled the same in both languages as the emails title it', () => {
    expect(event.title).toBe("Women's Cut, Colour at Tress Studio");
    expect(bookingEventTitle('zh', ['女士剪发', '染发'], 'Tress 美发沙龙')).toBe(
      'Tress 美发沙龙：女士剪发、染发',
    );
  });

  it('opens Google Calendar with the title, UTC times, details and place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261201T020000Z/20261201T033000Z');
    expect(url.searchParams.get('details')).toBe(event.details);
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it('opens Outlook with the title and ISO times', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.host).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('startdt')).toBe('2026-12-01T02:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-01T03:30:00.000Z');
  });
});
