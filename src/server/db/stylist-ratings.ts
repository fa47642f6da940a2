/** Stylists' average rating and review count, computed from real ratings. */
import { avg, count, inArray } from 'drizzle-orm';
import type { Db, Tx } from './connect';
import { ratings } from './schema';

export type RatingSummary = { ratings: number | null; reviews_count: number };

export async function ratingSummaries(
  db: Db | Tx,
  stylistIds: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const out = new Map<number, RatingSummary>();
  if (stylistIds.length === 0) return out;
  const rows = await db
    .select({ stylistId: ratings.stylistId, average: avg(ratings.rating), n: count() })
    .from(ratings)
    .where(inArray(ratings.stylistId, [...stylistIds]))
    .groupBy(ratings.stylistId);
  for (const r of rows)
    out.set(r.stylistId, {
      ratings: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
      reviews_count: Number(r.n),
    });
  return out;
}
