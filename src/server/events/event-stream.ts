/**
 * `GET /api/events`: a server-sent event stream for open back-office screens. It tells them which
 * salon-local day changed (`event: bookings`, `data: {"date":"2026-11-23"}`) or that the catalogue
 * changed, so they refetch that day instead of polling. Authorised by the staff bearer token in
 * the Authorization header (the page reads it with a streaming fetch, not EventSource, which cannot
 * send headers). It is fed by the change bus, so on PostgreSQL every instance's changes arrive.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { principalOf } from '../http/auth';
import type { ChangeEvent } from './change-bus';

const HEARTBEAT_MS = 15_000;

export function registerEventStream(app: FastifyInstance, deps: Deps): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
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
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
