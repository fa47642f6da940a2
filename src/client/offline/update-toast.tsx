/**
 * The update prompt: when a new version of the app is waiting, a toast offers Reload. It never
 * reloads by itself, and it is not offered while a customer is in the middle of a booking (the
 * wizard past its first step, a booking being sent, a payment being confirmed): it waits, and
 * appears once the booking is done or abandoned.
 */

import { useTranslation } from 'react-i18next';
import { isBookingInProgress, subscribeBookingActivity } from '../lib/booking-activity';
import { applyUpdate, onUpdateWaiting } from '../lib/sw-bridge';
import { toast } from '../lib/toast';
import styles from './offline-banner.module.css';

const TOAST_ID = 'app-update';

function UpdateToast({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.text} data-testid="update-toast">
      <p className={styles.strong}>{t('update.ready')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={applyUpdate}>
          {t('update.reload')}
        </button>
        <button type="button" className={styles.action} onClick={onLater}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}

/** Watches for a waiting version and offers it whenever no booking is in progress. */
export function watchForUpdates(): void {
  let waiting = false;
  let declined = false;
  /** What became of a waiting version; readable on the page as `<html data-app-update>`. */
  const state = () => {
    if (!waiting) return 'none';
    if (declined) return 'declined';
    return isBookingInProgress() ? 'held' : 'offered';
  };
  const sync = () => {
    const now = state();
    document.documentElement.dataset.appUpdate = now;
    if (now === 'offered')
      toast(
        <UpdateToast
          onLater={() => {
            declined = true;
            sync();
          }}
        />,
        {
          id: TOAST_ID,
          duration: Number.POSITIVE_INFINITY,
          ariaProps: { role: 'status', 'aria-live': 'polite' },
        },
      );
    else toast.dismiss(TOAST_ID);
  };
  onUpdateWaiting((w) => {
    waiting = w;
    sync();
  });
  subscribeBookingActivity(sync);
}
