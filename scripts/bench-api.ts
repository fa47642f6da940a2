/**
 * `npm run bench:api`: requests per second and p99 latency of the catalogue, slot look-up and
 * booking calls at 50 connections (slot look-ups also at 4), each next to a bare node:http server
 * answering the same JSON from memory, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 * The salon has 20 stylists with 4 weeks of published slots and half a year of past bookings
 * (addBookingHistory: a salon in business, and the planner statistics it would have). Bookings
 * are measured three times, each on a fresh salon (a load may book most of a salon's free slots):
 * 50 callers each booking a named stylist again as soon as answered; bookings arriving at
 * BENCH_BOOKING_RATE a second (300 by default; at most 50 in flight); and 50 callers booking "any
 * stylist". On PostgreSQL it also books with one and with two instances of the built server on one
 * database (bookings per second, p95), each on a fresh copy of the salon. Then a login flood: the
 * p99 of a static file, and the correct sign-ins that succeeded (apart from those refused), while
 * 32 connections send bad sign-ins (the last time with made-up reset tokens and wrong password
 * changes beside them). Figures, not a pass/fail test. BENCH_ONLY=pglite, postgres,
 * instances or login-flood runs only that part.
 */

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { seedBase } from '../src/server/db/seed';
import { seedDemo } from '../src/server/demo/seed-demo';
import { addBenchStylists, addBookingHistory } from './bench-salon';
import { buildServer } from './build-server.mjs';
import { daysFromToday, guest, SERVICE, slotId, weekday } from './support/demo-salon';
import { makePng } from './support/png';
import { postgresCpuMs, processCpuMs } from './support/process-cpu';
import { startServerProcess } from './support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
type Figures = { rps: number; p99: number; non2xx: number };

async function load(url: string, connections: number, body: string | (() => string)): Promise<Figures> {
  const dynamic = typeof body === 'function';
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    ...(dynamic
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) }] }
      : { body }),
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** A bare node:http server answering `json` for every request. */
async function bare(json: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(json));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  return {
    url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`,
    close: () => server.close(),
  };
}

async function post(url: string, body: string): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return res.text();
}

function row(name: string, f: Figures, b: Figures) {
  const ratio = (f.rps / b.rps).toFixed(2);
  console.log(
    `${name.padEnd(38)} ${f.rps.toFixed(0).padStart(7)} req/s  p99 ${String(f.p99).padStart(4)} ms   bare ${b.rps.toFixed(0).padStart(6)} req/s  ratio ${ratio}${f.non2xx ? `  (${f.non2xx} non-2xx)` : ''}`,
  );
}

async function prepare(
  kind: 'pglite' | 'postgres',
): Promise<{ dataDir: string; env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tress-bench-'));
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (kind === 'postgres') {
    const base = process.env.DATABASE_URL!;
    const name = `tress_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({}, { dataDir, databaseUrl });
  const database = await openDatabase(config);
  await seedBase(database.db, config);
  await seedDemo(database.db, config);
  await addBenchStylists(database.db, config, 20);
  // a salon in business: half a year of visits, and the statistics the planner has of them
  await addBookingHistory(database.db, config, 180);
  await database.close();
  return {
    dataDir,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    cleanup: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One booking request per free 30-minute slot of the 20 stylists over 9 weekdays and the Saturdays
 * of the booking window, each by a guest of their own (email, phone, and address through the
 * trusted proxy): a salon's rush is many guests, and one guest's bookings rightly wait on each
 * other (the unpaid-hold limit counts them).
 */
type PlannedBooking = { body: string; address: string };
function bookingPlan(anyStylist = false): PlannedBooking[] {
  const plan: PlannedBooking[] = [];
  const add = (date: string, m: number, stylist: number) => {
    const n = plan.length;
    plan.push({
      address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      body: JSON.stringify({
        ...guest,
        email: `guest${n}@example.com`,
        phone_number: String(80_000_000 + n),
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: anyStylist ? 0 : stylist,
        booking_date: date,
        start_slot_id: slotId(`${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 ? '30' : '00'}`),
        payment_keyword: 'card',
      }),
    });
  };
  for (let day = 1; day <= 9; day++)
    for (let m = 9 * 60; m < 17 * 60; m += 30)
      for (let stylist = 1; stylist <= 20; stylist++) add(weekday(day), m, stylist);
  // and the Saturdays of the window (10:00 to 16:00)
  for (let i = 1; i <= 13; i++) {
    const date = daysFromToday(i);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) continue;
    for (let m = 10 * 60; m < 16 * 60; m += 30)
      for (let stylist = 1; stylist <= 20; stylist++) add(date, m, stylist);
  }
  return plan;
}

/** The next booking of the plan to send; shared by the loads of one salon, so none books a slot twice. */
type Cursor = { plan: PlannedBooking[]; next: number };
const freshCursor = (anyStylist = false): Cursor => ({ plan: bookingPlan(anyStylist), next: 0 });

/**
 * One booking over a kept-alive connection; the answer's status. Plain node:http rather than fetch:
 * the load generator shares the machine's cores with the server and the database, and fetch spent
 * more CPU per booking than half of what the server did.
 */
function postBooking(agent: Agent, url: string, booking: PlannedBooking): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/appointments/book`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(booking.body),
          'x-forwarded-for': booking.address,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(booking.body);
  });
}

/**
 * Books for SECONDS with `connections` callers spread over `urls`: bookings per second, p95 and p99.
 * Without `perSecond` each caller sends its next booking as soon as the last is answered (a closed
 * loop: at 50 connections the latency is then 50 / throughput by Little's law, whatever the server
 * does). With it, bookings arrive at that rate, as customers do (an open loop, at most `connections`
 * in flight), and a booking's time counts from when it was due, so a server that falls behind shows
 * its queue in the figures instead of hiding it.
 */
async function bookingLoad(
  urls: string[],
  connections: number,
  cursor: Cursor,
  perSecond?: number,
  seconds = SECONDS,
) {
  const { plan } = cursor;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let booked = 0;
  const first = cursor.next;
  const t0 = performance.now();
  const until = Date.now() + seconds * 1000;
  const caller = async (url: string) => {
    while (Date.now() < until && cursor.next < plan.length) {
      const index = cursor.next;
      const due = perSecond ? t0 + ((index - first) * 1000) / perSecond : performance.now();
      if (due > t0 + seconds * 1000) break; // due after the time is up
      cursor.next++;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const booking = plan[index]!;
      const status = await postBooking(agent, url, booking);
      latencies.push(performance.now() - due);
      if (status === 200) booked++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => caller(urls[i % urls.length]!)));
  agent.destroy();
  const took = (performance.now() - t0) / 1000;
  latencies.sort((x, y) => x - y);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { perSecond: booked / took, p95: at(0.95), p99: at(0.99), booked };
}

/** Bookings with one and with two instances of the built server on one PostgreSQL database. */
async function runInstances() {
  // inside the project, so that the bundle finds its packages in node_modules
  mkdirSync('.tmp', { recursive: true });
  const buildDir = mkdtempSync(join('.tmp', 'bench-build-'));
  const entry = join(await buildServer(buildDir), 'main.js');
  console.log(`\nPostgreSQL, built server: /appointments/book @50 for ${SECONDS} s, fresh salon each`);
  for (const count of [1, 2]) {
    const { dataDir, env, cleanup } = await prepare('postgres');
    const servers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startServerProcess(
          join(dataDir, `i${i}`),
          { ...env, LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' },
          { entry, startTimeoutMs: 150_000 },
        ),
      ),
    );
    try {
      const f = await bookingLoad(
        servers.map((s) => s.url),
        50,
        freshCursor(),
      );
      console.log(
        `${`${count} instance${count > 1 ? 's' : ''}`.padEnd(38)} ${f.perSecond.toFixed(0).padStart(7)} bookings/s  p95 ${f.p95.toFixed(0).padStart(4)} ms`,
      );
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      await cleanup();
    }
  }
  rmSync(buildDir, { recursive: true, force: true });
}

type BenchServer = Awaited<ReturnType<typeof startServerProcess>>;

/** Runs `task` against a server of its own on a freshly seeded salon, then removes both. */
async function onFreshSalon<T>(kind: 'pglite' | 'postgres', task: (server: BenchServer) => Promise<T>) {
  const { dataDir, env, cleanup } = await prepare(kind);
  const server = await startServerProcess(
    dataDir,
    { ...env, LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' },
    { startTimeoutMs: 150_000 },
  );
  try {
    return await task(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cleanup();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  await onFreshSalon(kind, async (server) => {
    console.log(
      `\n${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: 20 stylists, 4 weeks of slots, half a year of past bookings, ${SECONDS} s per figure`,
    );
    const servicesBody = JSON.stringify({ category_id: 0 });
    const slotsBody = JSON.stringify({
      booking_date: weekday(2),
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: 0,
    });
    // a visit with processing time: busy, free, busy, clean-up
    const colourSlotsBody = JSON.stringify({
      booking_date: weekday(2),
      selected_service_ids: [SERVICE.colour],
      stylist_id: 0,
    });

    for (const [name, path, body, connections] of [
      ['/services/list @50', '/api/services/list', servicesBody, 50],
      ['/timeslots/listbystylist @50 (any)', '/api/timeslots/listbystylist', slotsBody, 50],
      ['/timeslots/listbystylist @4 (any)', '/api/timeslots/listbystylist', slotsBody, 4],
      ['/timeslots/listbystylist @4 (any, colour)', '/api/timeslots/listbystylist', colourSlotsBody, 4],
    ] as const) {
      const json = await post(server.url + path, body);
      const b = await bare(json);
      const bareFigures = await load(b.url, connections, body);
      b.close();
      row(name, await load(server.url + path, connections, body), bareFigures);
    }

    // booking: every request books a different free 30-minute slot of one of the 20 stylists
    const cursor = freshCursor();
    const b = await bare(await post(`${server.url}/api/appointments/book`, cursor.plan.at(-1)!.body));
    const bareFigures = await load(b.url, 50, cursor.plan[0]!.body);
    b.close();
    const { figures: closed, cpu } = await closedLoopBookings(server, kind, cursor);
    console.log(
      `${'/appointments/book @50'.padEnd(38)} ${closed.perSecond.toFixed(0).padStart(7)} bookings/s  p95 ${closed.p95.toFixed(0).padStart(4)} ms  p99 ${closed.p99.toFixed(0).padStart(4)} ms   bare ${bareFigures.rps.toFixed(0).padStart(6)} req/s`,
    );
    if (cpu) console.log(`${''.padEnd(38)} CPU per booking: ${cpu}`);
    if (cursor.next >= cursor.plan.length - 1)
      console.log(`  (all ${cursor.plan.length} free slots were booked before the time ran out)`);
  });
  // bookings arriving at a steady rate (up to 50 in flight), on a salon of their own: the closed
  // loop above may have booked most of the first one's free slots
  await onFreshSalon(kind, async (server) => {
    const rate = Number(process.env.BENCH_BOOKING_RATE ?? 300);
    const cursor = freshCursor();
    await bookingLoad([server.url], 50, cursor, rate, 1);
    const open = await bookingLoad([server.url], 50, cursor, rate);
    console.log(
      `${`/appointments/book ${rate}/s arriving`.padEnd(38)} ${open.perSecond.toFixed(0).padStart(7)} bookings/s  p95 ${open.p95.toFixed(0).padStart(4)} ms  p99 ${open.p99.toFixed(0).padStart(4)} ms`,
    );
    if (cursor.next >= cursor.plan.length - 1)
      console.log(`  (all ${cursor.plan.length} free slots were booked before the time ran out)`);
  });
  // "any stylist" (stylist_id 0), on a salon of its own: the same times, each asked for as many
  // times as there are stylists, so that simultaneous callers race for the same candidates
  await onFreshSalon(kind, async (server) => {
    const { figures: any, cpu } = await closedLoopBookings(server, kind, freshCursor(true));
    console.log(
      `${'/appointments/book @50 (any stylist)'.padEnd(38)} ${any.perSecond.toFixed(0).padStart(7)} bookings/s  p95 ${any.p95.toFixed(0).padStart(4)} ms  p99 ${any.p99.toFixed(0).padStart(4)} ms`,
    );
    if (cpu) console.log(`${''.padEnd(38)} CPU per booking: ${cpu}`);
  });
}

/**
 * 50 callers booking for SECONDS, each again as soon as answered, after a second of bookings that
 * is not measured (the server's booking code is compiled by then): the figures, and the CPU per
 * booking of the measured part.
 */
async function closedLoopBookings(server: BenchServer, kind: 'pglite' | 'postgres', cursor: Cursor) {
  await bookingLoad([server.url], 50, cursor, undefined, 1);
  const cpu = cpuMeter(server.child.pid!, kind);
  const figures = await bookingLoad([server.url], 50, cursor);
  return { figures, cpu: cpu(figures.booked) };
}

/**
 * CPU per booking from now on, of the server and (on PostgreSQL) of the database: a figure that,
 * unlike bookings per second, holds while other work shares the machine. Null where /proc is absent.
 */
function cpuMeter(pid: number, kind: 'pglite' | 'postgres') {
  const server0 = processCpuMs(pid);
  const db0 = kind === 'postgres' ? postgresCpuMs() : null;
  const load0 = process.cpuUsage();
  return (bookings: number): string | null => {
    const server1 = processCpuMs(pid);
    if (server0 === null || server1 === null || bookings === 0) return null;
    const db1 = kind === 'postgres' ? postgresCpuMs() : null;
    const load = process.cpuUsage(load0);
    const per = (ms: number) => `${(ms / bookings).toFixed(2)} ms`;
    const database = db0 !== null && db1 !== null ? `, PostgreSQL ${per(db1 - db0)}` : '';
    return `server ${per(server1 - server0)}${database}, this load generator ${per((load.user + load.system) / 1000)}`;
  };
}

type Latency = { p50: number; p99: number; n: number; non2xx: number };

async function measure(
  url: string,
  connections: number,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  seconds: number,
): Promise<Latency> {
  const r = await autocannon({ url, connections, duration: seconds, ...init });
  return { p50: r.latency.p50, p99: r.latency.p99, n: r.requests.total, non2xx: r.non2xx };
}

/** A percentile of sorted numbers (0 when there are none). */
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

type SignIns = { ok: number[]; refused: number[]; other: Record<string, number> };

/**
 * The owner signing in again and again for `seconds`, one attempt at a time: the time of every
 * answer, successes apart from refusals (503 password line full, 429 limited), so the figures never
 * mix them.
 */
async function ownerSignIns(url: string, headers: Record<string, string>, body: string, seconds: number) {
  const out: SignIns = { ok: [], refused: [], other: {} };
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(seconds * 1000 + 30_000),
    }).catch((e: unknown) => ({ status: `error ${(e as Error).name}`, body: null }) as const);
    await (res as Response).body?.cancel?.().catch(() => {});
    const ms = Math.round(performance.now() - started);
    if (res.status === 200) out.ok.push(ms);
    else if (res.status === 503 || res.status === 429) {
      out.refused.push(ms);
      // as a client would: wait what Retry-After says (at most a second here) before trying again
      const after = Number((res as Response).headers?.get('retry-after') ?? 1);
      await new Promise((r) => setTimeout(r, Math.min(1000, after * 1000)));
    } else out.other[String(res.status)] = (out.other[String(res.status)] ?? 0) + 1;
  }
  return out;
}

function describeSignIns(s: SignIns): string {
  const ok = [...s.ok].sort((a, b) => a - b);
  const refused = [...s.refused].sort((a, b) => a - b);
  const other = Object.entries(s.other)
    .map(([k, v]) => `${v}x ${k}`)
    .join(', ');
  return (
    `${ok.length} signed in (p50 ${percentile(ok, 50)} ms, p95 ${percentile(ok, 95)} ms, max ${ok.at(-1) ?? 0} ms), ` +
    `${refused.length} refused (503/429, answered in p50 ${percentile(refused, 50)} ms)` +
    (other ? `, other: ${other}` : '')
  );
}

const BOGUS_RESETS = 20;
const WRONG_CHANGES = 30;

/**
 * Sent all at once beside a flood: reset-password calls with made-up tokens, each from an address
 * of its own, and change-password calls with a wrong current password on one staff session. Neither
 * may take the password line's place from the owner's sign-in. Returns their answers by status.
 */
async function passwordCallsBeside(baseUrl: string, staffToken: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const send = (path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        await res.body?.cancel().catch(() => {});
        return res.status;
      })
      .catch((e: unknown) => `error ${(e as Error).name}`);
  const resets = Array.from({ length: BOGUS_RESETS }, (_, i) =>
    send(
      '/api/auth/reset-password',
      { 'x-forwarded-for': `10.250.0.${i + 1}` },
      { token: randomBytes(32).toString('base64url'), new_password: `Bogus-reset-${i}-xyz` },
    ),
  );
  const changes = Array.from({ length: WRONG_CHANGES }, (_, i) =>
    send(
      '/api/auth/change-password',
      { authorization: `Bearer ${staffToken}` },
      { current_password: `wrong-${i}`, new_password: `Another-secret-${i}-xyz` },
    ),
  );
  const tally = (statuses: (number | string)[]) => {
    const by: Record<string, number> = {};
    for (const s of statuses) by[s] = (by[s] ?? 0) + 1;
    return Object.entries(by)
      .map(([k, v]) => `${v}x ${k}`)
      .join(', ');
  };
  const [r, c] = await Promise.all([Promise.all(resets), Promise.all(changes)]);
  return `resets ${tally(r)}; password changes ${tally(c)}`;
}

/**
 * A login flood: 32 connections send bad sign-ins while static files (an uploaded photo and a
 * script of the built app) and a correct sign-in are timed. Once from one address (after 30
 * checked failures or 60 refusals of a full line the limits answer 429 without any argon2 work), once from ever-new addresses behind a trusted proxy (every attempt may reach argon2: the
 * password line, one hash at a time with a short open line that refuses the excess with 503, is
 * what keeps the rest of the server answering). The owner signs in from an address of their own;
 * once signed in from there, their next sign-ins go ahead of the flood's guesses. A third run adds
 * bogus resets and wrong password changes (passwordCallsBeside) to the flood from ever-new addresses.
 */
async function loginFlood() {
  const { dataDir, cleanup } = await prepare('pglite');
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  // an upload of the old disk layout (32 hex digits) is moved into the database at start, keyed by its content
  const png = makePng(64, 64);
  writeFileSync(join(dataDir, 'uploads', `${createHash('md5').update(png).digest('hex')}.png`), png);
  const photoPath = `/uploads/${createHash('sha256').update(png).digest('hex')}.png`;
  // a file of the built app (npm run build), served from disk like every script and icon
  const assets = join('dist', 'client', 'assets');
  // the entry script every visitor loads first
  const script = existsSync(assets) ? readdirSync(assets).find((n) => /^index-.*\.js$/.test(n)) : undefined;
  const files: [string, string][] = [['uploaded photo', photoPath]];
  if (script) files.push(['app script', `/assets/${script}`]);
  else console.log('(no built app: run npm run build to measure an app script too)');
  const server = await startServerProcess(dataDir, { LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' });
  const json = { 'content-type': 'application/json' };
  const good = JSON.stringify({ username: 'admin', password: 'admin123' });
  const loginUrl = `${server.url}/api/auth/admin/login`;
  // each file is asked for by 2 connections at once (4 in all), alongside the owner and the flood
  const measureFiles = () =>
    Promise.all(files.map(([, path]) => measure(`${server.url}${path}`, 2, {}, SECONDS)));
  const describeFiles = (figures: Latency[]) => {
    // a figure of 404s would time the wrong thing
    const failed = figures.findIndex((f) => f.non2xx > 0);
    if (failed >= 0)
      throw new Error(`${files[failed]![1]} was not served (${figures[failed]!.non2xx} non-2xx)`);
    return figures
      .map((f, i) => `${files[i]![0].padEnd(15)} p99 ${String(f.p99).padStart(4)} ms (p50 ${f.p50})`)
      .join('\n    ');
  };
  try {
    console.log(`\nLogin flood (PGlite): 32 connections of bad sign-ins, ${SECONDS} s per figure`);
    console.log(`no flood\n    ${describeFiles(await measureFiles())}`);
    const alone = await ownerSignIns(loginUrl, { ...json, 'x-forwarded-for': '192.0.2.7' }, good, 2);
    console.log(`    correct sign-in: ${describeSignIns(alone)}`);
    // a signed-in staff member's session, for the wrong password changes sent beside the last flood
    const staff = await fetch(loginUrl, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '192.0.2.8' },
      body: JSON.stringify({ username: 'frontdesk', password: 'frontdesk123' }),
    });
    const staffToken = ((await staff.json()) as { data: { auth_token: string } }).data.auth_token;
    const runs = [
      { rotate: false, beside: false },
      { rotate: true, beside: false },
      { rotate: true, beside: true },
    ];
    for (const { rotate, beside } of runs) {
      let i = 0;
      const flood = autocannon({
        url: loginUrl,
        method: 'POST',
        connections: 32,
        duration: SECONDS + 1,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              i++;
              const headers: Record<string, string> = { ...json };
              if (rotate) headers['x-forwarded-for'] = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
              return {
                ...req,
                headers,
                body: JSON.stringify({ username: `guess${i}`, password: `bad-${i}` }),
              };
            },
          },
        ],
      });
      const [figures, owner, passwordCalls] = await Promise.all([
        measureFiles(),
        // the owner signs in from an address of their own, never limited by the flood's failures
        ownerSignIns(loginUrl, { ...json, 'x-forwarded-for': '192.0.2.7' }, good, SECONDS),
        beside ? passwordCallsBeside(server.url, staffToken) : null,
      ]);
      const f = await flood;
      const codes = Object.entries(
        (f as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
      )
        .map(([code, v]) => `${v.count}x ${code}`)
        .join(', ');
      const label =
        (rotate ? 'ever-new addresses' : 'one address') +
        (beside ? `, with ${BOGUS_RESETS} bogus resets and ${WRONG_CHANGES} wrong password changes` : '');
      console.log(
        `flood from ${label}\n    ${describeFiles(figures)}\n` +
          `    correct sign-in: ${describeSignIns(owner)}\n` +
          `    flood: ${f.requests.total} answers (${codes || `${f.non2xx} non-2xx`})` +
          (passwordCalls ? `\n    beside it: ${passwordCalls}` : ''),
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cleanup();
  }
}

const only = process.env.BENCH_ONLY;
const wanted = (part: string) => !only || only === part;
if (wanted('pglite')) await run('pglite');
if (process.env.DATABASE_URL) {
  if (wanted('postgres')) await run('postgres');
  if (wanted('instances')) await runInstances();
} else console.log('\nSet DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to measure PostgreSQL too.');
if (wanted('login-flood')) await loginFlood();
