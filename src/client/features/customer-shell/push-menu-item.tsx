/**
 * The account menu's line for notifications on this device: shows whether reminders come to this
 * phone, and turns them on or off with one tap (a signed-in customer's device covers all their
 * bookings). Hidden where the browser cannot receive push.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/page-icons';
import {
  currentPushAvailability,
  onPushChange,
  type PushState,
  pushChangeVersion,
  readPushState,
  turnOffPush,
  turnOnPush,
} from '../../lib/push';
import { toast } from '../../lib/toast';
import styles from './account-menu.module.css';

export function PushMenuItem() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const version = useSyncExternalStore(onPushChange, pushChangeVersion, () => 0);
  const available = currentPushAvailability() === 'available';

  useEffect(() => {
    void version;
    if (!available) return;
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [available, version]);

  if (!available || state === null) return null;
  const on = state === 'on';
  const toggle = async () => {
    setBusy(true);
    try {
      const next = on ? await turnOffPush() : await turnOnPush({});
      setState(next === 'denied' ? 'off' : next);
      if (next === 'on') toast.success(t('push.turnedOn'));
      if (next === 'off') toast.success(t('push.turnedOff'));
    } catch {
      toast.error(t(on ? 'push.offFailed' : 'push.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={styles.item}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="push-menu-item"
      >
        <BellIcon size={18} />
        <span className={styles.itemLabel}>{t('push.menuLabel')}</span>
        <span className={on ? styles.stateOn : styles.stateOff}>
          {on ? t('push.menuOn') : t('push.menuOff')}
        </span>
      </button>
    </li>
  );
}
