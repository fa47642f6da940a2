/**
 * Tells every part of the server (and, through it, every open back-office screen) that something
 * changed: a day's bookings, or what the back office owns (catalogue, prices, hours). On the
 * embedded database it runs in-process; with several instances on PostgreSQL the same interface
 * rides on LISTEN/NOTIFY so every instance hears every change.
 *
 * Publish after the change is committed (or, on PostgreSQL, with NOTIFY inside the transaction,
 * which PostgreSQL delivers only on commit), so a listener that refetches sees the new state.
 */
import { EventEmitter } from 'node:events';

export type ChangeEvent =
  /** bookings on this salon-local date changed (created, moved, status, cancelled, blocked time) */
  | { topic: 'bookings'; date: string }
  /** back-office data changed: cached reads of it must be dropped */
  | { topic: 'catalogue' };

export type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeBus {
  publish(event: ChangeEvent): Promise<void>;
  /**
   * On PostgreSQL, the channel a writer may NOTIFY with an event's JSON from a statement of its
   * own transaction (delivered on commit, dropped on rollback, no round trip of its own); null
   * where the writer publishes after its commit instead.
   */
  readonly notifyChannel: string | null;
  /** Returns the function that stops listening. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The bus of a single process (the embedded database allows one server per data folder). */
export function inProcessChangeBus(): ChangeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('change', event);
    },
    notifyChannel: null,
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
