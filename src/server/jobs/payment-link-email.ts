/**
 * The payment link email: the front desk booked a client who pays online before the visit. It
 * carries the booking's manage link (the same signed capability as the confirmation's), where the
 * client sees the booking and pays its total; it says until when the time is held. No calendar file
 * yet: the confirmation, with its .ics, follows once the payment is in. A link sent later for a
 * booking that is already booked and holds nothing (`until` null) says it may be paid any time
 * before the visit, or at the salon.
 */
import { formatMoney } from '#shared/domain/money';
import { salonMoment } from '#shared/salon-time';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import type { BookingRecord } from './booking-record';
import { bookingLines, bookingWhen, type EmailPayload, render, salonName } from './emails';

/** `until` in the salon's zone, e.g. `Tue, 3 Jun, 9:30 am`. */
const holdEnd = (rec: BookingRecord, lang: Lang, until: Date) =>
  salonMoment(lang, until, rec.salon.time_zone);

export function paymentLinkEmail(
  rec: BookingRecord,
  lang: Lang,
  opts: { link: string; until: Date | null },
): EmailPayload {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const salon = salonName(rec, lang);
  const amount = formatMoney(Number(rec.booking.totalAmount), rec.salon.currency || 'S$');
  const lines = bookingLines(rec, lang, t('mail_pay_by_link'));
  const { text, html } = render(
    lang,
    rec,
    [
      t(opts.until ? 'mail_payment_link_intro' : 'mail_payment_link_intro_booked', { salon, amount }),
      `${t('mail_payment_link_cta')}: ${opts.link}`,
    ],
    lines,
    [
      opts.until
        ? t('mail_payment_link_until', { until: holdEnd(rec, lang, opts.until) })
        : t('mail_payment_link_any_time'),
    ],
  );
  return {
    lang,
    to: rec.booking.customerEmail,
    subject: t('mail_payment_link_subject', { salon, when: bookingWhen(rec, lang) }),
    text,
    html,
  };
}
