/**
 * The one way a booking tries its candidate stylists (one for a named stylist, several for "any
 * stylist"), for every way in. A transaction tries the candidates in turn with no savepoint around
 * each insert: when one's time was taken under it (a race: the candidates were free when read) the
 * transaction is lost, and the next one starts with the others. In the usual case that is two
 * round trips fewer than a savepoint around every try.
 */
import type { Tx } from '../../db/connect';
import { TimeBlocked } from '../availability/blocks';
import { isTimeTaken } from './segments';

/** A candidate's time was taken (or blocked) under the transaction, which is lost with it. */
export class TimeLost extends Error {
  constructor(
    readonly stylistId: number,
    /** A break, time off or a closure is there, not another booking. */
    readonly blocked: boolean,
  ) {
    super('time_lost');
  }
}

/** No candidate was left: each one's time was taken or blocked. `blocked` when the last one's was. */
export class NoneFree extends Error {
  constructor(readonly blocked: boolean) {
    super('none_free');
  }
}

/**
 * Runs `place` in a transaction of its own for the untried candidates until one succeeds; each
 * candidate whose time was lost (`TimeLost`) is left out of the next. Throws NoneFree when none is
 * left; any other error goes to the caller.
 */
export async function placeWithFirstFree<C extends { stylist: { id: number } }, T>(
  transaction: <R>(work: (tx: Tx) => Promise<R>) => Promise<R>,
  candidates: readonly C[],
  place: (tx: Tx, untried: readonly C[]) => Promise<T>,
): Promise<T> {
  let untried = candidates;
  let blocked = false;
  while (untried.length > 0) {
    try {
      return await transaction((tx) => place(tx, untried));
    } catch (e) {
      if (!(e instanceof TimeLost)) throw e;
      blocked = e.blocked;
      untried = untried.filter((c) => c.stylist.id !== e.stylistId);
    }
  }
  throw new NoneFree(blocked);
}

/** The refusal of a candidate's insert as a lost time of that stylist; other errors as they are. */
export function asTimeLost(stylistId: number) {
  return (e: unknown): never => {
    if (isTimeTaken(e)) throw new TimeLost(stylistId, false);
    if (e instanceof TimeBlocked) throw new TimeLost(stylistId, true);
    throw e;
  };
}
