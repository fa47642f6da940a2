/**
 * A booking's busy segments: the stylist's time it claims. Written here and nowhere else (the one
 * insert of `booking_segments`); the database's exclusion constraint refuses two overlapping active
 * segments of one stylist, and the refusal (23P01) is "time taken".
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { StylistPart } from '#shared/domain/service-time';
import { type Db, PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { bookingSegments } from '../../db/schema';
import { DomainError, timeTaken } from '../domain-error';

/** One segment's row, but its booking. */
export type SegmentRow = { stylistId: number; startsAt: Date; endsAt: Date; kind: string; active: boolean };

/** The segments of a visit starting at `startsAt`, from its parts (minutes from the start). */
export function segmentsAt(
  stylistId: number,
  startsAt: Date,
  parts: readonly Pick<StylistPart, 'start' | 'end' | 'kind'>[],
): SegmentRow[] {
  const t = startsAt.getTime();
  return parts.map((p) => ({
    stylistId,
    startsAt: new Date(t + p.start * 60_000),
    endsAt: new Date(t + p.end * 60_000),
    kind: p.kind,
    active: true,
  }));
}

/**
 * The insert of a booking's segments: values or placeholders (a booking's one-statement insert
 * builds it with placeholders and the id of the row it inserts).
 */
export function segmentsInsert(
  db: Db | Tx,
  rows: readonly { [K in keyof SegmentRow | 'bookingId']: (SegmentRow & { bookingId: number })[K] | SQL }[],
) {
  return db.insert(bookingSegments).values([...rows]);
}

/** Claims the segments of a booking already written (its time moved, a held time, a seed). */
export async function writeSegments(db: Db | Tx, bookingId: number, rows: readonly SegmentRow[]) {
  if (rows.length > 0)
    await segmentsInsert(
      db,
      rows.map((r) => ({ ...r, bookingId })),
    ).catch(asTimeTaken);
}

/** Frees a booking's segments (before it claims its new ones). */
export async function dropSegments(tx: Tx, bookingId: number): Promise<void> {
  await tx.delete(bookingSegments).where(eq(bookingSegments.bookingId, bookingId));
}

/** A booking's parts as it holds them now, in minutes from `startsAt` (a move keeps its shape). */
export async function partsOf(db: Db | Tx, bookingId: number, startsAt: Date): Promise<StylistPart[]> {
  const rows = await db
    .select({
      startsAt: bookingSegments.startsAt,
      endsAt: bookingSegments.endsAt,
      kind: bookingSegments.kind,
    })
    .from(bookingSegments)
    .where(eq(bookingSegments.bookingId, bookingId))
    .orderBy(asc(bookingSegments.startsAt));
  const t = startsAt.getTime();
  return rows.map((r) => ({
    start: (r.startsAt.getTime() - t) / 60_000,
    end: (r.endsAt.getTime() - t) / 60_000,
    kind: r.kind === 'buffer' ? 'buffer' : 'busy',
  }));
}

/** The exclusion constraint refused a segment: the time is taken. Anything else passes through. */
export function asTimeTaken(e: unknown): never {
  throw sqlState(e) === PG_EXCLUSION_VIOLATION ? timeTaken('slot_taken') : e;
}

/** True for the placement's refusal of a taken time. */
export const isTimeTaken = (e: unknown): e is DomainError =>
  e instanceof DomainError && e.refusal === 'slot_taken';
