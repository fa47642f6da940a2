/**
 * Prometheus metrics (`GET /api/metrics`, staff only, or on METRICS_PORT without sign-in): request
 * counts and latency per route, the outbox backlog and bookings by status (read from the database
 * at scrape time, so every instance reports the same shared figures), dropped log lines, and the
 * process's own figures. One registry per app, so several apps in one process never mix.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect';
import { outbox } from '../db/schema';
import { bookingCountsByStatus } from '../domain/booking-store/lists';

export type Metrics = { registry: Registry };

export function createMetrics(app: FastifyInstance, db: Db, droppedLogLines: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tress_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'tress_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'tress_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'tress_outbox_backlog',
    help: 'Outgoing messages waiting to be sent (all instances)',
    registers: [registry],
    async collect() {
      const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.state, 'pending'));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'tress_bookings',
    help: 'Bookings in the database, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await bookingCountsByStatus(db);
      this.reset();
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'tress_log_lines_dropped',
    help: 'Log lines dropped because stdout was not read fast enough',
    registers: [registry],
    collect() {
      this.set(droppedLogLines());
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // the route's pattern, never the raw URL: ids in paths must not make a label per id
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  return { registry };
}
