/**
 * Whether the server may connect to a host a caller chose (a push endpoint): every address the
 * host resolves to must be public. A name is resolved here, once, and the connection then goes to
 * the address that was checked (pinned-post.ts), so a second lookup (a short-lived DNS answer, a
 * rebinding name) cannot send it elsewhere. Refused: loopback, private and shared (CGNAT) ranges,
 * link-local (with the cloud metadata address 169.254.169.254), unique-local IPv6 (fd00:ec2::254),
 * unspecified, multicast, reserved and documentation ranges, the IPv6 forms that lead to an IPv4
 * address (NAT64, 6to4, Teredo; an IPv4-mapped address is judged as the IPv4 address it carries),
 * and a name that does not resolve at all.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (the system resolver, or a stand-in in tests). */
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

const IPV4_INSIDE: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_INSIDE: [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const inside = new BlockList();
for (const [net, bits] of IPV4_INSIDE) inside.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of IPV6_INSIDE) inside.addSubnet(net, bits, 'ipv6');

/** Whether this literal address is inside a network (or otherwise not a public host). */
export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // node's BlockList also matches an IPv4-mapped IPv6 address against the IPv4 ranges
  return inside.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class AddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly why: 'inside' | 'unresolved',
  ) {
    super(
      why === 'inside'
        ? `${host} resolves to an address inside a network`
        : `${host} does not resolve to an address`,
    );
  }
}

/**
 * The address to connect to for `host` (a name or a literal, IPv6 in brackets or not): the first of
 * its addresses, once every one of them is public. With `allowInside` (PUSH_ALLOW_PRIVATE) any
 * address will do. Throws AddressRefused.
 */
export async function resolveHost(
  host: string,
  lookup: HostLookup,
  allowInside: boolean,
): Promise<ResolvedAddress> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  let found: ResolvedAddress[];
  if (family) found = [{ address: bare, family }];
  else {
    try {
      found = await lookup(bare);
    } catch {
      throw new AddressRefused(host, 'unresolved');
    }
  }
  const [first] = found;
  if (!first) throw new AddressRefused(host, 'unresolved');
  if (!allowInside && found.some((a) => isInsideAddress(a.address))) throw new AddressRefused(host, 'inside');
  return first;
}
