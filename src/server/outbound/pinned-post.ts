/**
 * A POST that connects to an address already checked (address-guard.ts) instead of looking the
 * host name up again: the name still goes out as the TLS server name and the Host header, so the
 * certificate is checked against it. A redirect is an answer like any other: it is never followed.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address-guard';

/** A lookup that answers every question with the one checked address. */
function pinnedLookup(to: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, [to]);
    } else callback(null, to.address, to.family);
  };
}

/** POSTs `body` to `url` through `to`; resolves with the answer's status (its body is dropped). */
export function pinnedPost(
  url: URL,
  to: ResolvedAddress,
  headers: Record<string, string>,
  body: Uint8Array,
  signal: AbortSignal,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.byteLength) },
        lookup: pinnedLookup(to),
        // a connection of its own: a pooled socket may have been opened to another address
        agent: false,
        signal,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
