/**
 * The change bus across instances on one PostgreSQL: `publish` is a NOTIFY on one channel, and each
 * instance LISTENs on a dedicated connection of its own (a pooled one would hand the LISTEN to
 * whichever query borrows it next). PostgreSQL delivers a NOTIFY to every listener, this instance
 * included, within milliseconds of the commit.
 *
 * When the listening connection drops, it reconnects (backing off up to 5 s) and then tells its
 * listeners `{ topic: 'catalogue' }`, since a change may have passed while it was away: caches are
 * dropped rather than trusted.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ChangeBus, ChangeEvent } from './change-bus';

export const CHANGE_CHANNEL = 'tress_changes';

function parse(payload: string | undefined): ChangeEvent | null {
  try {
    const e = JSON.parse(payload ?? '') as ChangeEvent;
    if (e.topic === 'catalogue') return { topic: 'catalogue' };
    if (e.topic === 'bookings' && typeof e.date === 'string') return { topic: 'bookings', date: e.date };
  } catch {}
  return null;
}

/** Connects the listening connection and returns the bus once it listens. */
export async function pgChangeBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<ChangeBus> {
  // the driver is loaded here, on PostgreSQL only: the embedded database's start never pays for it
  const { Client } = (await import('pg')).default;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const c = new Client({ connectionString: url, application_name: 'tress-change-bus' });
    c.on('notification', (n) => {
      const event = n.channel === CHANGE_CHANNEL ? parse(n.payload) : null;
      if (event) emitter.emit('change', event);
    });
    c.on('error', (e) => {
      log.warn({ err: e }, 'change bus connection lost; reconnecting');
      reconnect(c);
    });
    c.on('end', () => reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = c;
    retryMs = 250;
  };

  const reconnect = (lost: pg.Client) => {
    if (closed || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    const again = () => {
      retry = undefined;
      if (closed) return;
      listen()
        .then(() => emitter.emit('change', { topic: 'catalogue' } satisfies ChangeEvent))
        .catch((e) => {
          log.warn({ err: e, retry_ms: retryMs }, 'change bus cannot reconnect yet');
          retryMs = Math.min(5000, retryMs * 2);
          retry = setTimeout(again, retryMs);
        });
    };
    retry = setTimeout(again, retryMs);
  };

  await listen();
  return {
    async publish(event) {
      await notify(CHANGE_CHANNEL, JSON.stringify(event));
    },
    notifyChannel: CHANGE_CHANNEL,
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
