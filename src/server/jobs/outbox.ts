/**
 * The durable outbox's queue: messages are written in the same transaction as the change they
 * announce (`enqueue`), and sent later, at least once, by the runner (outbox-runner.ts). What a job
 * or a feature queues needs nothing of the sending, so no sender imports the runner.
 */
import type { outbox } from '../db/schema';

export { enqueue } from './enqueue';
export { OUTBOX_KIND } from './outbox-kinds';

export type OutboxRow = typeof outbox.$inferSelect;
