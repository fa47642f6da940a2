import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('the address a limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every IPv6 address of one /64 as one', () => {
    const a = addressKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressKey('2001:0db8:0001:0002:abcd::9%eth0')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('takes the prefix length it is given', () => {
    expect(addressKey('2001:db8:1:2::1', 48)).toBe(addressKey('2001:db8:1:ff::1', 48));
    expect(addressKey('2001:db8:1:2::1', 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(addressKey('2001:db8:1:2::1', 128)).not.toBe(addressKey('2001:db8:1:2::2', 128));
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });
});
