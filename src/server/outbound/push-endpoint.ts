/**
 * Where a push subscription's endpoint may point: the server POSTs there, so it must be a push
 * service on the public internet, https on the default port (443), a host name or address whose
 * every address is public, checked when the device subscribes and again before every send (a name
 * may be pointed inside the network after it was accepted).
 *
 * PUSH_ALLOW_PRIVATE (tests, and a push relay inside the salon's network) lifts the address rule:
 * the endpoint may then be on any address, over http too, on any port.
 */
import { AddressRefused, type HostLookup, type ResolvedAddress, resolveHost } from './address-guard';

export class EndpointRefused extends Error {
  constructor(why: string) {
    super(`Push endpoint refused: ${why}`);
  }
}

// names that only mean something inside a network, with or without the root's trailing dot
const INSIDE_NAME = /(^|\.)(localhost|local|internal|home\.arpa|intranet|lan)$/i;

/** Refuses an endpoint by its text alone (scheme, port, credentials, inside names). */
export function checkEndpointText(endpoint: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused('not a URL');
  }
  if (url.username || url.password) throw new EndpointRefused('credentials in the URL');
  if (allowPrivate) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new EndpointRefused('not http(s)');
    return url;
  }
  // URL drops the default port: any port left is another service on that host
  if (url.protocol !== 'https:' || url.port !== '') throw new EndpointRefused('not https on port 443');
  const name = url.hostname.replace(/\.$/, '');
  if (INSIDE_NAME.test(name)) throw new EndpointRefused('a name inside a network');
  return url;
}

/** The endpoint's URL and the checked address to connect to. Throws EndpointRefused. */
export async function endpointAddress(
  endpoint: string,
  lookup: HostLookup,
  allowPrivate: boolean,
): Promise<{ url: URL; to: ResolvedAddress }> {
  const url = checkEndpointText(endpoint, allowPrivate);
  try {
    return { url, to: await resolveHost(url.hostname, lookup, allowPrivate) };
  } catch (e) {
    if (e instanceof AddressRefused) throw new EndpointRefused(e.message);
    throw e;
  }
}
