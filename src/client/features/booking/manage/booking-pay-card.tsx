/**
 * Pay, for a booking still waiting for its payment (the salon's payment link, or an online payment
 * left unfinished): the normal checkout for the amount the server holds (a fee the bank held back,
 * the deposit, 0 to save a card, or the total), and until when the time is held.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { checkoutAmountOf } from '#shared/domain/protection';
import { DEFAULT_SALON_TZ, salonMoment } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { langOf, money } from '../../../components/format';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { Proof } from './api';
import styles from './manage.module.css';
import { rememberPaymentReturn } from './move-payment';

export function BookingPayCard({ booking: b, proof }: { booking: ManagedBooking; proof: Proof }) {
  const { t, i18n } = useTranslation('manage');
  const { t: tb } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const { salon } = useCustomerContext();
  const currency = salon?.currency ?? 'S$';
  const [paying, setPaying] = useState(false);
  // a fee the bank held back, the deposit, 0 to save a card, or the total
  const payAmount = b.fee_state === 'awaiting_customer' ? b.fee_due : checkoutAmountOf(b);
  const pay = async () => {
    setPaying(true);
    try {
      const { pay_url, order_id } = await call(
        'checkout',
        {
          order_reference_id: String(b.id),
          online_payment_type: 'card',
          amount: payAmount,
          ...(proof.token ? { manage_token: proof.token } : {}),
        },
        proof.token ? { token: null } : {},
      );
      rememberPaymentReturn(b.id, proof.token ?? null, order_id);
      window.location.assign(pay_url);
    } catch (e) {
      setPaying(false);
      toast.error(e instanceof Error ? e.message : t('detail.payFailed'));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="booking-pay">
      <h2 id="booking-pay" className={styles.cardTitle}>
        {t('detail.payTitle')}
      </h2>
      {b.pay_until ? (
        <p className={styles.note}>
          {t('detail.payUntil', {
            time: salonMoment(lang, b.pay_until, salon?.time_zone ?? DEFAULT_SALON_TZ),
          })}
        </p>
      ) : null}
      <Button busy={paying} onClick={() => void pay()} data-testid="pay-booking">
        {b.fee_state === 'awaiting_customer'
          ? tb('protection.payFee', { amount: money(payAmount, currency) })
          : b.card_required
            ? tb('protection.saveCard')
            : t('detail.pay', { amount: money(payAmount, currency) })}
      </Button>
    </section>
  );
}
