/**
 * What happens after a booking changes: the messages it sends go into the outbox inside the same
 * transaction, so a crash can never confirm a booking and lose its message. (Filled in by the
 * payments feature; callers already call these.)
 */
import type { Tx } from '../db/connect';
import type { Deps } from '../deps';

/** A booking became confirmed (paid, or pay-at-salon): confirmation email; webhook when paid. */
export async function bookingConfirmed(_tx: Tx, _deps: Deps, _bookingId: number, _opts: { paid: boolean }): Promise<void> {}

/** A booking became completed: the rating invitation with its signed link. */
export async function bookingCompleted(_tx: Tx, _deps: Deps, _bookingId: number): Promise<void> {}
