/**
 * The messages of a waitlist offer, in the entry's language: an email with the offer's one-tap
 * link, and a push to the devices of a signed-in customer (a guest's entry has no device of its
 * own). Queued in the offer's transaction, so an offer is never made without its messages.
 */
import { eq } from 'drizzle-orm';
import type { PushMessage } from '#shared/contract/push';
import { formatMoney } from '#shared/domain/money';
import { salonMoment } from '#shared/salon-time';
import type { Tx } from '../db/connect';
import { pushSubscriptions, type waitlistEntries } from '../db/schema';
import type { Deps } from '../deps';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import { waitlistLeavePath, waitlistOfferPath } from '../links/waitlist-links';
import { bookingLanguage } from './booking-events';
import { type BookingRecord, localised } from './booking-record';
import { bookingWhen, type EmailPayload, type Line, render, salonName } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import type { PushPayload } from './push-queue';

type Offer = {
  offerId: number;
  entry: typeof waitlistEntries.$inferSelect;
  /** The hold's booking row, as the emails read a booking. */
  rec: BookingRecord;
  until: Date;
  broadcast: boolean;
};

function offerEmail(o: Offer, lang: Lang, link: string, leaveLink: string): EmailPayload {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  // the greeting names the entry's person, not the hold's placeholder
  const rec = { ...o.rec, booking: { ...o.rec.booking, customerName: o.entry.fullName } };
  const when = bookingWhen(rec, lang);
  const until = salonMoment(lang, o.until, rec.salon.time_zone);
  const lines: Line[] = [
    [t('mail_label_when'), when],
    [t('mail_label_stylist'), rec.stylist.fullName],
    [t('mail_label_services'), rec.services.map((s) => localised(s, lang).name).join(', ')],
    [t('mail_label_total'), formatMoney(Number(rec.booking.totalAmount), rec.salon.currency || 'S$')],
    [t('mail_label_where'), rec.salon.address],
  ];
  const intro = [
    t('waitlist_mail_intro', { salon: salonName(rec, lang) }),
    t('waitlist_mail_hold', { until, link }),
  ];
  const outro = [
    ...(o.broadcast ? [t('waitlist_mail_broadcast')] : []),
    t('waitlist_mail_leave', { link: leaveLink }),
  ];
  const { text, html } = render(lang, rec, intro, lines, outro);
  return { lang, to: o.entry.email, subject: t('waitlist_mail_subject', { when }), text, html };
}

/** Queues the offer's email, and a push to each device of the entry's customer. */
export async function queueOfferMessages(tx: Tx, deps: Deps, o: Offer): Promise<void> {
  const now = deps.now();
  const lang = bookingLanguage(o.entry.language);
  const path = waitlistOfferPath(deps.secrets.manage, o.offerId);
  if (o.entry.email)
    await enqueue(tx, now, {
      kind: OUTBOX_KIND.waitlistOfferEmail,
      bookingId: o.rec.booking.id,
      dedupeKey: `${OUTBOX_KIND.waitlistOfferEmail}:${o.offerId}`,
      payload: offerEmail(
        o,
        lang,
        `${deps.config.publicUrl}${path}`,
        `${deps.config.publicUrl}${waitlistLeavePath(deps.secrets.manage, o.entry.id)}`,
      ),
    });
  if (!o.entry.customerId) return;
  const devices = await tx
    .selectDistinctOn([pushSubscriptions.endpoint], {
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, o.entry.customerId))
    .orderBy(pushSubscriptions.endpoint, pushSubscriptions.id);
  const params = { when: bookingWhen(o.rec, lang), stylist: o.rec.stylist.fullName };
  const message: PushMessage = {
    v: 1,
    kind: 'waitlist_offer',
    booking_id: o.rec.booking.id,
    title: translate(lang, 'push_waitlist_offer_title').slice(0, 120),
    body: translate(lang, 'push_waitlist_offer_body', params).slice(0, 240),
    path,
    tag: `waitlist-${o.offerId}`,
    lang,
  };
  // worth nothing once the offer lapses
  const ttlSeconds = Math.max(60, Math.floor((o.until.getTime() - now.getTime()) / 1000));
  for (const device of devices) {
    const payload: PushPayload = {
      subscription_id: device.id,
      to: new URL(device.endpoint).host,
      subject: message.title,
      message,
      options: { ttlSeconds, urgency: 'high', topic: `waitlist-${o.offerId}` },
    };
    await enqueue(tx, now, {
      kind: OUTBOX_KIND.pushWaitlistOffer,
      bookingId: o.rec.booking.id,
      dedupeKey: `${OUTBOX_KIND.pushWaitlistOffer}:${o.offerId}:${device.id}`,
      payload,
    });
  }
}
