import { describe, expect, it } from 'vitest';
import { isInsideAddress, resolveHost } from './address-guard';

describe('addresses inside a network', () => {
  it('refuses loopback, private, shared, link-local, metadata, unspecified and multicast addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
    ])
      expect(isInsideAddress(a), a).toBe(true);
  });

  it('lets public IPv4 and IPv6 addresses through, written either way', () => {
    for (const a of ['142.250.4.95', '8.8.8.8', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200e'])
      expect(isInsideAddress(a), a).toBe(false);
  });

  it('refuses a name when any one of its addresses is inside, or when it does not resolve', async () => {
    const mixed = async () => [
      { address: '142.250.4.95', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(resolveHost('mixed.example', mixed, false)).rejects.toThrow(/inside/);
    await expect(resolveHost('mixed.example', mixed, true)).resolves.toMatchObject({
      address: '142.250.4.95',
    });
    const none = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(resolveHost('gone.example', none, false)).rejects.toThrow(/does not resolve/);
    await expect(resolveHost('[::1]', none, false)).rejects.toThrow(/inside/);
  });
});
