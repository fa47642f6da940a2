import { describe, expect, it } from 'vitest';
import { LoginThrottle, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME } from './login-throttle';

describe('login throttle', () => {
  it('stops a username after too many failures, until the window passes', () => {
    let now = 0;
    const t = new LoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      expect(t.allow('1.1.1.1', 'Mei')).toBe(true);
      t.failed('1.1.1.1', 'Mei');
    }
    expect(t.allow('2.2.2.2', 'mei')).toBe(false);
    now += 15 * 60 * 1000 + 1;
    expect(t.allow('2.2.2.2', 'mei')).toBe(true);
  });

  it('stops an address that fails on many usernames', () => {
    const t = new LoginThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) t.failed('3.3.3.3', `user${i}`);
    expect(t.allow('3.3.3.3', 'someone-new')).toBe(false);
    expect(t.allow('4.4.4.4', 'someone-new')).toBe(true);
  });

  it('never counts successful sign-ins against an address', () => {
    const t = new LoginThrottle(() => 0);
    for (let i = 0; i < 200; i++) {
      expect(t.allow('5.5.5.5', 'frontdesk')).toBe(true);
      t.succeeded('frontdesk');
    }
  });
});
