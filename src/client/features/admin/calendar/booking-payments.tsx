/**
 * The details sheet's payments: each order made for the booking with the provider's reference
 * (the sandbox's transaction, Stripe's payment intent), its amount and what became of it, and each
 * refund with the provider's own reference, so the salon can find the money in the provider's
 * dashboard. Nothing is shown for a booking that never had an online order.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingPayment } from '#shared/contract/payments';
import { money } from '../../../components/format';
import { adminCall } from '../lib/admin-api';
import styles from './front-desk.module.css';

const STATES = ['pending', 'paid', 'failed', 'cancelled', 'void', 'refunded'] as const;

function PaymentLine({ p }: { p: BookingPayment }) {
  const { t } = useTranslation('admin');
  const state = STATES.includes(p.state as never) ? p.state : 'pending';
  return (
    <li className={styles.historyItem} data-testid="booking-payment">
      <span className={styles.historyWhat}>
        {p.purpose === 'fee' ? `${t('paymentsPanel.ofBooking.fee')} ` : ''}
        {p.purpose === 'card_setup' && state === 'paid'
          ? t('paymentsPanel.ofBooking.cardSaved')
          : `${money(p.amount)} · ${t(`paymentsPanel.ofBooking.states.${state}` as never)}`}
        {p.refund_due ? ` · ${t('paymentsPanel.ofBooking.refundDue')}` : ''}
      </span>
      <span className={styles.historyMeta}>
        {t('paymentsPanel.ofBooking.order', { order: p.order_id })}
        {p.reference_no ? ` · ${t('paymentsPanel.reference', { ref: p.reference_no })}` : ''}
      </span>
      {p.refunds.map((r) => (
        <span key={`${r.at}-${r.refund_id}`} className={styles.historyMeta}>
          {t('paymentsPanel.ofBooking.refund', { amount: money(r.amount), ref: r.refund_id ?? '—' })}
        </span>
      ))}
    </li>
  );
}

/**
 * `moneyState` is what the booking says of its money (status, payment and fee states): when it
 * changes (a fee charged, a refund made, here or at another desk), the list is read again.
 */
export function BookingPayments({ bookingId, moneyState }: { bookingId: number; moneyState: string }) {
  const { t } = useTranslation('admin');
  const q = useQuery({
    queryKey: ['admin', 'booking-payments', bookingId, moneyState],
    placeholderData: (previous) => previous,
    queryFn: () => adminCall('bookingPayments', { booking_id: bookingId }),
  });
  if (!q.data?.length) return null;
  return (
    <section aria-labelledby={`payments-${bookingId}`} className={styles.history}>
      <h3 id={`payments-${bookingId}`} className={styles.sectionTitle}>
        {t('paymentsPanel.ofBooking.title')}
      </h3>
      <ol className={styles.historyList}>
        {q.data.map((p) => (
          <PaymentLine key={p.order_id} p={p} />
        ))}
      </ol>
    </section>
  );
}
