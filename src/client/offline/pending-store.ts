/**
 * The `pending` table (device-store/db.ts): the pending booking details and the wizard's draft, kept in
 * IndexedDB until the success or rating page. features/booking/pending-booking.ts is the only user.
 */
import { type PendingRecord, tressDb } from '../../device-store/db';

export type PendingKey = PendingRecord['key'];

export async function readPending<T>(key: PendingKey): Promise<{ value: T; savedAt: number } | null> {
  const record = await tressDb().pending.get(key);
  return record ? { value: record.value as T, savedAt: record.savedAt } : null;
}

export async function writePending(key: PendingKey, value: unknown, savedAt = Date.now()): Promise<void> {
  await tressDb().pending.put({ key, value, savedAt });
}

export async function removePending(...keys: PendingKey[]): Promise<void> {
  await tressDb().pending.bulkDelete(keys);
}
