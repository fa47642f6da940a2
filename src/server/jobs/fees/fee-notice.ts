/** Tells the customer of a fee: the email in the booking's language, and a push to their devices. */
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { loadBookingRecord } from '../booking-record';
import { enqueue, OUTBOX_KIND } from '../outbox';
import { bookingPath, queuePush } from '../push-queue';
import { type FeeLetter, feeEmail } from './fee-email';

/** `step` names the notice (`charged`, `awaiting`), so each is sent once per booking. */
export async function queueFeeNotice(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  step: string,
  letter: FeeLetter,
): Promise<void> {
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const lang = rec.booking.language === 'zh' ? 'zh' : 'en';
  if (rec.booking.customerEmail)
    await enqueue(tx, deps.now(), {
      kind: OUTBOX_KIND.feeEmail,
      bookingId,
      dedupeKey: `${OUTBOX_KIND.feeEmail}:${bookingId}:${step}`,
      payload: feeEmail(rec, lang, letter),
    });
  await queuePush(tx, deps, rec, 'fee', { path: bookingPath(deps, rec), dedupe: step });
}
