/**
 * Whether an error means the database cannot serve right now, rather than that the request was
 * wrong or the code is: PostgreSQL restarting or shutting down, connections dropped or refused, no
 * connection to be had in time, or (either database) a full disk. Such a call answers 503 with
 * Retry-After, the readiness check says not ready, and the background jobs pause until it passes.
 * Nothing of the failed call was acknowledged, so nothing acknowledged is lost.
 */

export type Unavailable = 'unreachable' | 'disk_full';

/** SQLSTATEs of a server that is going away, starting, or refusing connections. */
const UNREACHABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres's own messages for a connection that ended, or was never had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /not currently accepting connections/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

function* causes(error: unknown): Generator<{ code?: unknown; errno?: unknown; message?: unknown }> {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

export function databaseUnavailable(error: unknown): Unavailable | null {
  for (const e of causes(error)) {
    const message = typeof e.message === 'string' ? e.message : '';
    // PostgreSQL's disk_full, or the embedded database's file system saying so
    if (e.code === '53100' || e.code === 'ENOSPC' || /No space left on device/i.test(message))
      return 'disk_full';
    if (typeof e.code === 'string' && (UNREACHABLE_STATES.has(e.code) || SOCKET_CODES.has(e.code)))
      return 'unreachable';
    if (DRIVER_MESSAGES.some((m) => m.test(message))) return 'unreachable';
  }
  return null;
}
