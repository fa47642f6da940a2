/**
 * `GET /api/events`: a server-sent event stream for open back-office screens. It tells them which
 * salon-local day changed (`event: bookings`, `data: {"date":"2026-11-23"}`) or that the catalogue
 * changed, so they refetch that day instead of polling. Authorised by the staff bearer token in
 * the Authorization header (the page reads it with a streaming fetch, not EventSource, which cannot
 * send headers). It is fed by the change bus, so on PostgreSQL every instance's changes arrive.
 *
 * A stream outlives the check of its token at the start, so every STREAM_RECHECK_MS each instance
 * asks the database, in one query for all its open streams, whether their tokens still stand, and
 * ends the streams of those that do not: signed out, password changed, account deactivated or
 * re-roled, expired. The revocation may have happened on another instance: the database is the
 * one place every instance sees it.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { ChangeEvent } from '../events/change-bus';
import { liveStaffTokens, principalOf } from './auth';

const HEARTBEAT_MS = 15_000;
/** A revoked token's stream ends within this long (plus one query). */
export const STREAM_RECHECK_MS = 2_000;

export function registerEventStream(app: FastifyInstance, deps: Deps): void {
  /** Each open stream's end, and the hash of the token it was opened with. */
  const open = new Map<() => void, string>();
  let checking = false;
  const recheck = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    try {
      const live = await liveStaffTokens(deps.db, [...new Set(open.values())], deps.now());
      for (const [end, tokenHash] of open) if (!live.has(tokenHash)) end();
    } catch (e) {
      // a database that does not answer ends no stream: the next check asks again
      deps.log.warn({ err: e }, 'event stream tokens not checked');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void recheck(), STREAM_RECHECK_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const end of open.keys()) end();
  });
  app.get('/api/events', async (req, reply) => {
    const principal = await principalOf(deps.db, req.headers.authorization);
    if (principal?.kind !== 'admin') {
      return reply.code(principal ? 403 : 401).send({
        success: false,
        data: null,
        errors: [],
        message: principal ? 'Forbidden' : 'Unauthorized',
        code: principal ? 'forbidden' : 'unauthorized',
      });
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n: connected\n\n');
    const send = (event: ChangeEvent) => {
      const data = event.topic === 'bookings' ? { date: event.date } : {};
      res.write(`event: ${event.topic}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribe = deps.bus.subscribe(send);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    open.set(end, principal.tokenHash);
    req.raw.on('close', end);
  });
}
