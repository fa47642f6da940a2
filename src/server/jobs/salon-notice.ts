/**
 * The salon hears of what its customers change themselves: a cancellation or a move made on the
 * manage page (or completed by paying a move's difference) is emailed to the salon's address from
 * the profile, in the same transaction as the change, once per change (the dedupe key carries the
 * booking's calendar sequence). No address in the profile: nothing is sent. The notice is in
 * English, the back office's first language.
 */
import type { Tx } from '../db/connect';
import type { Deps } from '../deps';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import type { BookingRecord } from './booking-record';
import { bookingLines, bookingWhen, type EmailPayload, escapeHtml } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import { paymentLine } from './payment-line';

const SALON_LANG: Lang = 'en';

export type SalonChange = { kind: 'rescheduled' | 'cancelled'; previousStart?: Date; refundAmount: number };

/** The salon's email of a customer's change. */
export function salonNoticeEmail(rec: BookingRecord, change: SalonChange, calendarUrl: string): EmailPayload {
  const lang = SALON_LANG;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const b = rec.booking;
  const when = bookingWhen(rec, lang);
  const before = change.previousStart
    ? bookingWhen({ ...rec, booking: { ...b, startsAt: change.previousStart } }, lang)
    : '';
  const params = { name: b.customerName, id: b.id, when, before };
  const cancelled = change.kind === 'cancelled';
  const intro = t(cancelled ? 'mail_salon_cancelled_intro' : 'mail_salon_moved_intro', params);
  const lines: [string, string][] = [
    [
      t('mail_label_customer'),
      [b.customerName, b.customerPhone, b.customerEmail].filter(Boolean).join(' · '),
    ],
    ...bookingLines(rec, lang, paymentLine(rec, lang, change.refundAmount)),
  ];
  const link = t('mail_salon_calendar', { link: calendarUrl });
  const text = [intro, '', ...lines.map(([l, v]) => `${l}: ${v}`), '', link].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="4">${lines.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(calendarUrl)}">${escapeHtml(link)}</a></p>`,
    '</body></html>',
  ].join('');
  return {
    lang,
    to: rec.salon.email,
    subject: t(cancelled ? 'mail_salon_cancelled_subject' : 'mail_salon_moved_subject', params),
    text,
    html,
  };
}

/** Queues the salon's notice of a customer's change, inside the change's transaction. */
export async function queueSalonNotice(
  tx: Tx,
  deps: Deps,
  rec: BookingRecord,
  change: SalonChange,
  sequence: number,
): Promise<void> {
  if (!rec.salon.email) return;
  const date = rec.booking.bookingDate;
  await enqueue(tx, deps.now(), {
    kind: OUTBOX_KIND.salonNotice,
    bookingId: rec.booking.id,
    dedupeKey: `${OUTBOX_KIND.salonNotice}:${rec.booking.id}:${sequence}`,
    payload: salonNoticeEmail(rec, change, `${deps.config.publicUrl}/admin/calendar?date=${date}`),
  });
}
