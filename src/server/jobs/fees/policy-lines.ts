/**
 * The no-show protection a booking was made under, in the booking's emails (beside the cut-off
 * policy): the deposit paid or the card saved, what is due at the salon, and the fees agreed to.
 */
import { formatMoney } from '#shared/domain/money';
import { feeOf } from '#shared/domain/protection';
import { protectionOfRow } from '../../domain/protection/protection-view';
import { type Lang, translate } from '../../i18n/catalogue';
import type { BookingRecord } from '../booking-record';

export function protectionLines(rec: BookingRecord, lang: Lang): string[] {
  const b = rec.booking;
  const p = protectionOfRow(b);
  if (p.protection === 'none') return [];
  const money = (n: number) => formatMoney(n, rec.salon.currency || 'S$');
  const total = Number(b.totalAmount);
  const upfront =
    p.protection === 'card_on_file'
      ? translate(lang, 'mail_protection_card', { balance: money(p.balance_due) })
      : translate(lang, 'mail_protection_deposit', {
          deposit: money(p.deposit_amount),
          balance: money(p.balance_due),
        });
  return [
    upfront,
    ...(p.late_cancel_fee_percent > 0
      ? [
          translate(lang, 'mail_protection_late', {
            hours: b.cancelCutoffHours,
            fee: money(feeOf(total, p.late_cancel_fee_percent)),
            percent: p.late_cancel_fee_percent,
          }),
        ]
      : []),
    ...(p.no_show_fee_percent > 0
      ? [
          translate(lang, 'mail_protection_no_show', {
            fee: money(feeOf(total, p.no_show_fee_percent)),
            percent: p.no_show_fee_percent,
          }),
        ]
      : []),
  ];
}
