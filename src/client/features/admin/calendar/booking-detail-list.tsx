/**
 * A booking's facts in the desk's details sheet: the client's email and phone (as links), date and
 * time, stylist, services, total, and its payment: a payment link waiting (and until when the time
 * is held), a card on file, or the payment state, with any refund owed.
 */
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { clockTime, salonMoment, weekdayDate } from '#shared/salon-time';
import { dateAndTime, listOf } from '../../../components/format';
import { useSalon } from '../lib/use-salon';
import styles from './calendar.module.css';
import { DetailRow } from './detail-row';
import fd from './front-desk.module.css';

export function BookingDetailList({ booking: b }: { booking: CalendarBooking }) {
  const { t, i18n } = useTranslation('admin');
  const { money, tz } = useSalon();
  return (
    <dl className={styles.detailList}>
      <DetailRow label={t('calendar.details.email')}>
        {b.customer_email ? <a href={`mailto:${b.customer_email}`}>{b.customer_email}</a> : '—'}
      </DetailRow>
      <DetailRow label={t('calendar.details.phone')}>
        {b.customer_phone ? <a href={`tel:${b.customer_phone}`}>{b.customer_phone}</a> : '—'}
      </DetailRow>
      <DetailRow label={t('calendar.details.dateTime')}>
        {dateAndTime(i18n.language, weekdayDate(i18n.language, b.date), clockTime(i18n.language, b.time))} –{' '}
        {clockTime(i18n.language, b.end_time)}
      </DetailRow>
      <DetailRow label={t('calendar.details.stylist')}>{b.personnel_name}</DetailRow>
      <DetailRow label={t('calendar.details.services')}>{listOf(i18n.language, b.services) || '—'}</DetailRow>
      <DetailRow label={t('calendar.details.total')}>
        <strong>{money(b.total_amount)}</strong>
      </DetailRow>
      <DetailRow label={t('calendar.details.payment')}>
        {b.payment_link_until ? (
          <span className={fd.linkState} data-testid="payment-link-state">
            <span>{t('calendar.details.linkSent')}</span>
            <span className={fd.muted}>
              {t('calendar.details.linkUntil', {
                time: salonMoment(i18n.language, b.payment_link_until, tz),
              })}
            </span>
          </span>
        ) : b.protection === 'card_on_file' && b.payment_state === 'not_required' ? (
          t('calendar.payment.card_on_file')
        ) : (
          t(`calendar.payment.${b.payment_state}`)
        )}
        {b.refund_amount > 0 ? (
          <span className={fd.muted} data-testid="refund-owed">
            {' · '}
            {t('calendar.details.refundOwed', { amount: money(b.refund_amount) })}
          </span>
        ) : null}
      </DetailRow>
    </dl>
  );
}
