/** The link a waitlist offer's email carries, read from the outbox as the guest receives it. */
import { and, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import type { TestServer } from './test-server';

export async function emailedOfferLink(
  server: TestServer,
  offerId: number,
): Promise<{ id: number; token: string }> {
  const [row] = await server.deps.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.kind, 'waitlist_offer_email'), eq(outbox.dedupeKey, `waitlist_offer_email:${offerId}`)),
    );
  const m = /\/waitlist\/offer\/(\d+)\?t=([A-Za-z0-9_-]+)/.exec((row!.payload as { text: string }).text)!;
  return { id: Number(m[1]), token: m[2]! };
}
