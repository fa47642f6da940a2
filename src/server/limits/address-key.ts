/**
 * The key an address is counted under by every per-address limit (the public calls' allowances,
 * the sign-in guards and the unpaid holds). An IPv4 address is its own key. An IPv6 address is
 * not: one subscriber is usually handed a whole /64 (or more), so a script could step through
 * its addresses and start every limit afresh; IPv6 is counted per prefix (IPV6_PREFIX_LENGTH,
 * 64 unless set). An IPv4 address written as IPv6 (`::ffff:203.0.113.9`, as a dual-stack socket
 * reports it) is counted as that IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net';

export const DEFAULT_IPV6_PREFIX = 64;

/** The 16-bit groups of one side of `::` (an embedded IPv4 address is two of them). */
function wordsOf(part: string): number[] {
  if (!part) return [];
  return part.split(':').flatMap((piece) => {
    if (!isIPv4(piece)) return [Number.parseInt(piece, 16)];
    const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}

/** The eight 16-bit groups of an IPv6 address (its zone dropped), or null when it is not one. */
function groupsOf(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  const gap = text.indexOf('::');
  if (gap < 0) return wordsOf(text);
  const first = wordsOf(text.slice(0, gap));
  const last = wordsOf(text.slice(gap + 2));
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The limiter's key of a request's address. */
export function addressKey(address: string, ipv6Prefix = DEFAULT_IPV6_PREFIX): string {
  if (isIPv4(address)) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  const masked = groups.map((g, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return bits === 0 ? 0 : g & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(':')}/${ipv6Prefix}`;
}
