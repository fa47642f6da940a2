/**
 * `/booking-cancelled`: the provider's Cancel lands here; nothing was paid. Return to booking reopens
 * checkout; after a move's difference was cancelled it goes back to that booking, still at its old time.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/page-icons';
import { bookingPath, moveReturn } from './manage/move-payment';
import { updatePendingBooking } from './pending-booking';
import styles from './result.module.css';

export function BookingCancelledPage() {
  const { t } = useTranslation(['booking', 'manage']);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [move] = useState(() => moveReturn());
  return (
    <main id="main" className={styles.page}>
      <title>{t('cancelled.title')}</title>
      <div className={styles.hero}>
        <span className={`${styles.badge} ${styles.neutral}`} aria-hidden="true">
          <CloseIcon size={36} />
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('cancelled.title')}
        </h1>
        <p className={styles.lead}>{move ? t('manage:reschedule.notMoved') : t('cancelled.text')}</p>
      </div>
      {move ? (
        <Button
          size="lg"
          block
          onClick={() => {
            moveReturn({ take: true });
            navigate(bookingPath(move.bookingId, move.token), { replace: true });
          }}
        >
          {t('manage:reschedule.backToBooking')}
        </Button>
      ) : (
        <Button
          size="lg"
          block
          onClick={async () => {
            await updatePendingBooking({ restoreAtCheckout: true });
            navigate('/', { replace: true });
          }}
        >
          {t('cancelled.return')}
        </Button>
      )}
    </main>
  );
}
