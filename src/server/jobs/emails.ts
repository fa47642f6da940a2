/**
 * The customer emails the outbox sends: the booking confirmation, the reminder, the reschedule and
 * cancellation notices (each with an .ics attachment: one UID per booking, SEQUENCE raised on every
 * change, METHOD:CANCEL when cancelled) and the rating invitation. They are composed when queued, from the server's own
 * records, in the booking's language, so the outbox row holds exactly what goes out.
 */

import { BOOKING_ALARM_MINUTES, bookingEventTitle } from '#shared/calendar-event';
import { formatMoney } from '#shared/domain/money';
import { bookingUid, buildIcs, icsMethod } from '#shared/ics';
import { bookingWhen as formatWhen } from '#shared/salon-time';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import { type BookingRecord, localised } from './booking-record';
import { protectionLines } from './fees/policy-lines';
import { paymentLine } from './payment-line';

export type EmailPayload = {
  lang: Lang;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics?: { filename: string; content: string; method?: string };
};

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The booking's start in the salon's zone, e.g. `Tue, 3 Jun 2025, 9:30 am`. */
export function bookingWhen(rec: BookingRecord, lang: Lang): string {
  return formatWhen(lang, rec.booking.startsAt, rec.salon.time_zone);
}

export const salonName = (rec: BookingRecord, lang: Lang) =>
  lang === 'zh' && rec.salon.name_zh ? rec.salon.name_zh : rec.salon.name;

export type Line = [label: string, value: string];

/** A paragraph as HTML, its web addresses (the manage link among them) as links. */
const linked = (p: string) => escapeHtml(p).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>');

export function render(lang: Lang, rec: BookingRecord, intro: string[], lines: Line[], outro: string[]) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const greeting = t('mail_greeting', { name: rec.booking.customerName });
  const signature = t('mail_signature', { salon: salonName(rec, lang) });
  const text = [
    greeting,
    '',
    ...intro,
    '',
    ...lines.map(([l, v]) => `${l}: ${v}`),
    '',
    ...outro,
    '',
    signature,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...intro.map((p) => `<p>${linked(p)}</p>`),
    lines.length
      ? `<table cellpadding="4">${lines.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
      : '',
    ...outro.map((p) => `<p>${linked(p)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}

/** The booking's lines; `payment` is what the payment line says (payment-line.ts). */
export function bookingLines(rec: BookingRecord, lang: Lang, payment: string): Line[] {
  const t = (key: MessageKey) => translate(lang, key);
  const currency = rec.salon.currency || 'S$';
  const lines: Line[] = [
    [t('mail_label_booking'), `#${rec.booking.id}`],
    [t('mail_label_when'), bookingWhen(rec, lang)],
    [t('mail_label_stylist'), rec.stylist.fullName],
    [
      t('mail_label_services'),
      rec.services
        .map(
          (s) =>
            `${localised(s, lang).name} (${t('mail_minutes').replace('{n}', String(s.durationMinutes))})`,
        )
        .join(', '),
    ],
    [t('mail_label_total'), formatMoney(Number(rec.booking.totalAmount), currency)],
    [t('mail_label_payment'), payment],
    [t('mail_label_where'), rec.salon.address],
  ];
  return lines;
}

export function bookingIcs(rec: BookingRecord, lang: Lang, host: string, now: Date, cancelled = false) {
  const summary = bookingEventTitle(
    lang,
    rec.services.map((s) => localised(s, lang).name),
    salonName(rec, lang),
  );
  const content = buildIcs({
    uid: bookingUid(rec.booking.id, host),
    sequence: rec.booking.icsSequence,
    cancelled,
    start: rec.booking.startsAt,
    end: rec.booking.endsAt,
    stamp: now,
    summary,
    location: rec.salon.address,
    description: `${translate(lang, 'mail_label_stylist')}: ${rec.stylist.fullName}\n${translate(lang, 'mail_label_booking')}: #${rec.booking.id}\n${rec.salon.phone}`,
    alarmMinutes: BOOKING_ALARM_MINUTES,
  });
  return { filename: `tress-booking-${rec.booking.id}.ics`, content, method: icsMethod({ cancelled }) };
}

/** The policy the booking was made under, in one sentence. */
export function policyLine(rec: BookingRecord, lang: Lang): string {
  return translate(lang, 'mail_policy', {
    cancel: rec.booking.cancelCutoffHours,
    reschedule: rec.booking.rescheduleCutoffHours,
    max: rec.booking.maxReschedules,
  });
}

/** What closes every booking email: the policy and the link to manage the booking. */
const manageOutro = (rec: BookingRecord, lang: Lang, manageUrl: string) => [
  policyLine(rec, lang),
  ...protectionLines(rec, lang),
  translate(lang, 'mail_manage', { link: manageUrl }),
];

export const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname || 'tress';
  } catch {
    return 'tress';
  }
};

export function confirmationEmail(
  rec: BookingRecord,
  lang: Lang,
  opts: { paid: boolean; publicUrl: string; manageUrl: string; now: Date },
): EmailPayload {
  const salon = salonName(rec, lang);
  const { text, html } = render(
    lang,
    rec,
    [translate(lang, 'mail_confirm_intro')],
    bookingLines(rec, lang, opts.paid ? translate(lang, 'mail_paid_online') : paymentLine(rec, lang)),
    [translate(lang, 'mail_ics_note'), ...manageOutro(rec, lang, opts.manageUrl)],
  );
  return {
    lang,
    to: rec.booking.customerEmail,
    subject: translate(lang, 'mail_confirm_subject', { salon, when: bookingWhen(rec, lang) }),
    text,
    html,
    ics: bookingIcs(rec, lang, hostOf(opts.publicUrl), opts.now),
  };
}

export function reminderEmail(
  rec: BookingRecord,
  lang: Lang,
  opts: { publicUrl: string; manageUrl: string; now: Date },
): EmailPayload {
  const salon = salonName(rec, lang);
  const { text, html } = render(
    lang,
    rec,
    [translate(lang, 'mail_reminder_intro')],
    bookingLines(rec, lang, paymentLine(rec, lang)),
    [translate(lang, 'mail_ics_note'), ...manageOutro(rec, lang, opts.manageUrl)],
  );
  return {
    lang,
    to: rec.booking.customerEmail,
    subject: translate(lang, 'mail_reminder_subject', { salon, when: bookingWhen(rec, lang) }),
    text,
    html,
    ics: bookingIcs(rec, lang, hostOf(opts.publicUrl), opts.now),
  };
}

export function ratingEmail(rec: BookingRecord, lang: Lang, link: string): EmailPayload {
  const salon = salonName(rec, lang);
  const { text, html } = render(
    lang,
    rec,
    [
      translate(lang, 'mail_rating_intro', { stylist: rec.stylist.fullName }),
      `${translate(lang, 'mail_rating_cta')}: ${link}`,
    ],
    [],
    [],
  );
  return {
    lang,
    to: rec.booking.customerEmail,
    subject: translate(lang, 'mail_rating_subject', { salon }),
    text,
    html,
  };
}

export type ChangeNotice = {
  kind: 'rescheduled' | 'cancelled';
  by: 'customer' | 'salon';
  /** The booking's start before a move. */
  previousStart?: Date;
  /** Money going back to the customer with this change. */
  refundAmount: number;
};

/** The notice of a moved or cancelled booking, with the calendar file that updates or removes it. */
export function changeEmail(
  rec: BookingRecord,
  lang: Lang,
  change: ChangeNotice,
  opts: { publicUrl: string; manageUrl: string; now: Date },
): EmailPayload {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const salon = salonName(rec, lang);
  const when = bookingWhen(rec, lang);
  const payment = paymentLine(rec, lang, change.refundAmount);
  const refund = change.refundAmount
    ? [t('mail_refund_note', { amount: formatMoney(change.refundAmount, rec.salon.currency || 'S$') })]
    : [];
  if (change.kind === 'cancelled') {
    const { text, html } = render(
      lang,
      rec,
      [t(change.by === 'salon' ? 'mail_cancelled_by_salon' : 'mail_cancelled_intro')],
      bookingLines(rec, lang, payment),
      [...refund, t('mail_cancelled_ics_note'), t('mail_book_again', { link: `${opts.publicUrl}/` })],
    );
    return {
      lang,
      to: rec.booking.customerEmail,
      subject: t('mail_cancelled_subject', { salon, when }),
      text,
      html,
      ics: bookingIcs(rec, lang, hostOf(opts.publicUrl), opts.now, true),
    };
  }
  const before = change.previousStart
    ? bookingWhen({ ...rec, booking: { ...rec.booking, startsAt: change.previousStart } }, lang)
    : '';
  const { text, html } = render(
    lang,
    rec,
    [t(change.by === 'salon' ? 'mail_rescheduled_by_salon' : 'mail_rescheduled_intro', { before })],
    bookingLines(rec, lang, payment),
    [...refund, t('mail_ics_note'), ...manageOutro(rec, lang, opts.manageUrl)],
  );
  return {
    lang,
    to: rec.booking.customerEmail,
    subject: t('mail_rescheduled_subject', { salon, when }),
    text,
    html,
    ics: bookingIcs(rec, lang, hostOf(opts.publicUrl), opts.now),
  };
}
