/**
 * Operations endpoints: `/api/health` (the process answers), `/api/ready` (it can serve: see
 * readiness.ts) and `/api/metrics` (Prometheus text, staff only; METRICS_PORT serves the same
 * without sign-in on a port of its own, for a scraper on a private network).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Deps } from '../deps';
import { notAllowed, notSignedIn } from '../domain/domain-error';
import { principalOf } from '../http/auth';
import type { Readiness } from './readiness';

export function registerOpsRoutes(
  app: FastifyInstance,
  deps: Deps,
  ready: Readiness,
  registry: Registry,
): void {
  app.get('/api/health', async () => ({
    success: true,
    data: { ok: true, db: deps.dbKind },
    errors: [],
    message: 'OK',
  }));

  app.get('/api/ready', async (_req, reply) => {
    const problem = await ready.check();
    return reply.code(problem ? 503 : 200).send({
      success: !problem,
      data: { ready: !problem, reason: problem },
      errors: problem ? [problem] : [],
      message: problem ? `Not ready: ${problem}` : 'Ready',
    });
  });

  app.get('/api/metrics', async (req, reply) => {
    const principal = await principalOf(deps.db, req.headers.authorization);
    if (!principal) throw notSignedIn('unauthorized');
    if (principal.kind !== 'admin') throw notAllowed('forbidden');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Serves `registry` at any path of `port`, without sign-in. */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((_req, res) => {
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
