/**
 * Whether a client is new or has missed a booking before, for a protection policy that applies
 * to new clients only or to clients with a past no-show. A client is known by their account, their
 * email or their phone, as the front desk knows them; read only when the policy asks.
 */
import type { ClientHistory } from '#shared/domain/protection';
import type { Db, Tx } from '../../db/connect';
import { visitCountsOf } from '../booking-store/person';

export async function clientHistory(
  db: Db | Tx,
  who: { customerId: number | null; email: string; phone: string },
): Promise<ClientHistory> {
  const row = await visitCountsOf(db, who);
  if (!row) return { returning: false, pastNoShow: false };
  return { returning: row.completed > 0, pastNoShow: row.noShows > 0 };
}
