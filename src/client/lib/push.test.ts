import { describe, expect, it } from 'vitest';
import { keyBytes, type PushEnvironment, pushAvailability } from './push';

const chrome: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
  ios: false,
  standalone: false,
};

describe('whether this device can get notifications', () => {
  it('can in a browser with push, before the permission was ever asked', () => {
    expect(pushAvailability(chrome)).toBe('available');
  });

  it('sends iPhone Safari to install the app first, and lets the installed app subscribe', () => {
    const safari = { ...chrome, ios: true, pushManager: false, notification: false };
    expect(pushAvailability(safari)).toBe('ios-install');
    expect(pushAvailability({ ...chrome, ios: true, standalone: true })).toBe('available');
  });

  it('says so when the customer blocked notifications, or the browser has no push', () => {
    expect(pushAvailability({ ...chrome, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ ...chrome, pushManager: false })).toBe('unsupported');
  });
});

describe('the server key', () => {
  it('turns base64url into the 65 bytes of a P-256 public key', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const b64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...keyBytes(b64url)]).toEqual([...bytes]);
  });
});
