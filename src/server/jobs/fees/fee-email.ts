/**
 * The customer's email of a fee, in the booking's language: what was charged and why (kept from the
 * deposit, charged to the saved card, refunded), or, when the bank asked the customer to confirm
 * the charge, a link to pay it (the booking's manage link, where the fee is paid through checkout).
 */
import { formatMoney } from '#shared/domain/money';
import type { FeeKind } from '#shared/domain/protection';
import { type Lang, type MessageKey, translate } from '../../i18n/catalogue';
import type { BookingRecord } from '../booking-record';
import { bookingWhen, type EmailPayload, render } from '../emails';

export type FeeLetter = {
  kind: FeeKind;
  fee: number;
  kept: number;
  charged: number;
  refund: number;
  /** The manage link where a fee the bank held back is paid; null once it is charged. */
  payLink: string | null;
  /** What is left to pay through the link. */
  toPay: number;
};

export function feeEmail(rec: BookingRecord, lang: Lang, f: FeeLetter): EmailPayload {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const money = (n: number) => formatMoney(n, rec.salon.currency || 'S$');
  const b = rec.booking;
  const why = t(f.kind === 'late_cancel' ? 'fee_email_why_late_cancel' : 'fee_email_why_no_show', {
    when: bookingWhen(rec, lang),
    hours: b.cancelCutoffHours,
    percent: f.kind === 'late_cancel' ? b.lateCancelFeePercent : b.noShowFeePercent,
    total: money(Number(b.totalAmount)),
  });
  const parts = [
    ...(f.kept > 0 ? [t('fee_email_kept', { amount: money(f.kept) })] : []),
    ...(f.charged > 0 ? [t('fee_email_card', { amount: money(f.charged) })] : []),
    ...(f.refund > 0 ? [t('fee_email_refund', { amount: money(f.refund) })] : []),
    ...(f.payLink ? [t('fee_email_pay_link', { amount: money(f.toPay), link: f.payLink })] : []),
  ];
  const { text, html } = render(
    lang,
    rec,
    [why, ...parts],
    [],
    [t('fee_email_questions', { phone: rec.salon.phone })],
  );
  const subject = f.payLink
    ? t('fee_email_subject_awaiting', { amount: money(f.toPay) })
    : t(f.kind === 'late_cancel' ? 'fee_email_subject_late_cancel' : 'fee_email_subject_no_show', {
        amount: money(f.fee),
      });
  return { lang, to: b.customerEmail, subject, text, html };
}
