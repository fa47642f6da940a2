import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './config';

describe('push configuration', () => {
  it('takes the VAPID key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config).toMatchObject({ vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey });
  });

  it('refuses half a key pair, or keys that are not P-256 keys, at start', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/both/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });

  it('leaves the keys to the database when neither is set, and allows push endpoints inside the network only with PUSH_ALLOW_PRIVATE', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ vapidPublicKey: null, vapidPrivateKey: null, pushAllowPrivate: false });
    expect(loadConfig({ PUSH_ALLOW_PRIVATE: 'true' }).pushAllowPrivate).toBe(true);
  });

  it('uses VAPID_SUBJECT, or the public https address, or a mailto: address', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:owner@salon.example' }).vapidSubject).toBe(
      'mailto:owner@salon.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://book.salon.example/' }).vapidSubject).toBe(
      'https://book.salon.example',
    );
    expect(loadConfig({}).vapidSubject).toMatch(/^mailto:/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://salon.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
