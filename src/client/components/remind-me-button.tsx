/**
 * "Remind me on this phone": turns web push on for a booking (a signed-in customer's device covers
 * all their bookings; a guest proves the booking with its manage token). Self-contained, so any
 * page that shows a booking can drop it in. The browser's permission prompt comes only after the
 * tap; on iPhone Safari the tap explains installing the app first; once on, turning it off is one
 * tap in the same place. It talks to the server only through lib/push, as the install button
 * does through lib/install.
 */
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentPushAvailability,
  onPushChange,
  type PushAvailability,
  pushChangeVersion,
  readPushState,
  turnOffPush,
  turnOnPush,
} from '../lib/push';
import { toast } from '../lib/toast';
import { Button } from './button';
import { CheckIcon } from './icons';
import { BellIcon } from './page-icons';
import styles from './remind-me-button.module.css';

const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

type Props = { bookingId: number; manageToken?: string; signedIn: boolean };
type View = 'checking' | 'off' | 'on' | 'denied' | 'ios-install' | 'unsupported';

function initialView(a: PushAvailability): View {
  return a === 'available' ? 'checking' : a;
}

export function RemindMeButton({ bookingId, manageToken, signedIn }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => initialView(currentPushAvailability()));
  const [busy, setBusy] = useState(false);
  const [iosSteps, setIosSteps] = useState(false);
  const version = useSyncExternalStore(onPushChange, pushChangeVersion, () => 0);

  useEffect(() => {
    void version;
    let live = true;
    if (currentPushAvailability() !== 'available') return;
    readPushState(bookingId)
      .then((s) => live && setView(s))
      .catch(() => live && setView('off'));
    return () => {
      live = false;
    };
  }, [bookingId, version]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const result = await turnOnPush({ bookingId, manageToken });
      setView(result === 'denied' ? 'denied' : 'on');
      if (result === 'on') toast.success(t('push.turnedOn'));
    } catch {
      toast.error(t('push.failed'));
    } finally {
      setBusy(false);
    }
  }, [bookingId, manageToken, t]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      setView(await turnOffPush());
      toast.success(t('push.turnedOff'));
    } catch {
      toast.error(t('push.offFailed'));
    } finally {
      setBusy(false);
    }
  }, [t]);

  // Nothing proves the booking (a guest without its manage link), or the browser has no push.
  if (view === 'unsupported' || view === 'checking' || (!signedIn && !manageToken)) return null;

  return (
    <section className={styles.box} aria-live="polite" data-testid="remind-me" data-state={view}>
      {view === 'on' ? (
        <>
          <p className={styles.state}>
            <span className={styles.onIcon} aria-hidden="true">
              <CheckIcon size={18} />
            </span>
            <span>
              <strong>{t('push.on')}</strong>
              <span className={styles.hint}>{t('push.onHint')}</span>
            </span>
          </p>
          <Button
            variant="ghost"
            className={styles.turnOff}
            busy={busy}
            onClick={turnOff}
            aria-label={t('push.turnOffLabel')}
          >
            {t('push.turnOff')}
          </Button>
        </>
      ) : view === 'denied' ? (
        <p className={styles.state}>
          <span className={styles.deniedIcon} aria-hidden="true">
            <BellIcon size={20} />
          </span>
          <span className={styles.hint}>{t('push.denied')}</span>
        </p>
      ) : (
        <>
          <Button
            variant="secondary"
            block
            busy={busy}
            icon={<BellIcon size={20} />}
            onClick={view === 'ios-install' ? () => setIosSteps(true) : turnOn}
          >
            {t('push.remindMe')}
          </Button>
          <p className={styles.hint}>{t('push.offHint')}</p>
        </>
      )}
      {iosSteps ? (
        <Suspense fallback={null}>
          <Modal
            open
            size="sm"
            title={t('push.iosTitle')}
            onClose={() => setIosSteps(false)}
            footer={
              <Button block onClick={() => setIosSteps(false)}>
                {t('install.done')}
              </Button>
            }
          >
            <p>{t('push.iosIntro')}</p>
            <ol className={styles.steps}>
              <li>{t('install.iosStep1')}</li>
              <li>{t('install.iosStep2')}</li>
              <li>{t('install.iosStep3')}</li>
            </ol>
            <p>{t('push.iosAfter')}</p>
          </Modal>
        </Suspense>
      ) : null}
    </section>
  );
}
