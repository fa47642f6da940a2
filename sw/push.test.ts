import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../src/shared/contract/push';
import { clickTarget, notificationFor, parsePushText, pickWindow, safePath } from './push';

const ORIGIN = 'https://tress.example';
const rating: PushMessage = {
  v: 1,
  kind: 'rating',
  booking_id: 42,
  title: 'How was your visit?',
  body: 'Tap to rate your visit to Tress Studio.',
  path: '/ratings/42/7?t=abcDEF_-123',
  tag: 'rating-42',
  lang: 'en',
};

describe('the notification a push shows', () => {
  it('shows the server’s title and text, tagged so a newer one replaces it', () => {
    const plan = notificationFor(rating);
    expect(plan.title).toBe('How was your visit?');
    expect(plan.options).toMatchObject({ body: rating.body, tag: 'rating-42', lang: 'en' });
    expect(plan.options.data).toEqual({ path: rating.path, kind: 'rating', booking_id: 42 });
  });

  it('keeps a change made by the salon on screen until it is seen', () => {
    expect(notificationFor({ ...rating, kind: 'moved' }).options.requireInteraction).toBe(true);
    expect(notificationFor(rating).options.requireInteraction).toBe(false);
  });

  it('still shows a plain notice that opens the app when the payload cannot be read', () => {
    for (const data of [
      undefined,
      'text',
      { v: 2 },
      { ...rating, kind: 'spam' },
      parsePushText('{not json'),
    ]) {
      const plan = notificationFor(data, 'zh-CN');
      expect(plan.title).toBe('Tress');
      expect(plan.options.body).toMatch(/预约/);
      expect(plan.options.data.path).toBe('/');
    }
  });
});

describe('where a tap leads', () => {
  it('opens the signed rating page of that visit', () => {
    const plan = notificationFor(rating);
    expect(clickTarget(plan.options.data, ORIGIN)).toBe(`${ORIGIN}/ratings/42/7?t=abcDEF_-123`);
  });

  it('never leaves the site, whatever the payload says', () => {
    for (const path of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      42,
    ]) {
      expect(safePath(path)).toBe('/');
      expect(clickTarget({ path }, ORIGIN)).toBe(`${ORIGIN}/`);
    }
  });
});

describe('which window takes the tap', () => {
  const target = `${ORIGIN}/ratings/42/7?t=x`;
  it('prefers a window already on the page, then the focused one, then any, and leaves the back office alone', () => {
    const admin = { url: `${ORIGIN}/admin/calendar`, focused: true };
    const home = { url: `${ORIGIN}/`, focused: false };
    const there = { url: target, focused: false };
    const elsewhere = { url: 'https://other.example/', focused: true };
    expect(pickWindow([admin, home, there], target, ORIGIN)).toBe(there);
    expect(pickWindow([admin, home], target, ORIGIN)).toBe(home);
    expect(pickWindow([admin, elsewhere], target, ORIGIN)).toBeNull();
    expect(pickWindow([], target, ORIGIN)).toBeNull();
  });

  it('opens the salon’s notice in a back-office window, never in a customer’s', () => {
    const calendar = `${ORIGIN}/admin/calendar?date=2026-12-01`;
    const admin = { url: `${ORIGIN}/admin/settings`, focused: false };
    const home = { url: `${ORIGIN}/`, focused: true };
    expect(pickWindow([home, admin], calendar, ORIGIN)).toBe(admin);
    expect(pickWindow([home], calendar, ORIGIN)).toBeNull();
  });
});

describe('the salon’s notice of a client’s change', () => {
  it('is shown as sent, stays until seen, and opens the calendar', () => {
    const notice: PushMessage = {
      v: 1,
      kind: 'staff_cancelled',
      booking_id: 42,
      title: 'A client cancelled',
      body: 'Ann Lee cancelled Tue 1 Dec, 10:00.',
      path: '/admin/calendar?date=2026-12-01',
      tag: 'salon-42',
      lang: 'en',
    };
    const plan = notificationFor(notice);
    expect(plan.title).toBe('A client cancelled');
    expect(plan.options.body).toBe('Ann Lee cancelled Tue 1 Dec, 10:00.');
    expect(plan.options.requireInteraction).toBe(true);
    expect(clickTarget(plan.options.data, ORIGIN)).toBe(`${ORIGIN}/admin/calendar?date=2026-12-01`);
  });
});
