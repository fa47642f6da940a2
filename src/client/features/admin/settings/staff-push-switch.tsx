/**
 * The switch that tells this back-office device when clients cancel or move their bookings. It is
 * the signed-in account's: another account on the same tablet turns it on for itself. The browser's
 * permission is asked for only on a tap; where the browser cannot receive push, or the site is
 * blocked, it says so instead of offering a switch that cannot work.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPushAvailability, currentSubscription, subscribeBrowser } from '../../../lib/push';
import { toast } from '../../../lib/toast';
import { adminCall } from '../lib/admin-api';
import styles from './settings.module.css';

type State = 'loading' | 'on' | 'off' | 'denied';

async function readState(): Promise<State> {
  const sub = await currentSubscription();
  if (!sub) return 'off';
  const res = await adminCall('pushStaffStatus', { endpoint: sub.endpoint });
  return res.subscribed ? 'on' : 'off';
}

export function StaffPushSwitch() {
  const { t, i18n } = useTranslation('admin');
  const availability = currentPushAvailability();
  const [state, setState] = useState<State>(availability === 'denied' ? 'denied' : 'loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (availability !== 'available') return;
    let live = true;
    readState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [availability]);

  if (availability === 'unsupported' || availability === 'ios-install') {
    return (
      <p className={styles.hint} data-testid="staff-push-unavailable">
        {t(availability === 'ios-install' ? 'pushStatus.staffInstall' : 'pushStatus.staffUnsupported')}
      </p>
    );
  }
  if (state === 'denied') {
    return (
      <p className={styles.hint} role="status" data-testid="staff-push-blocked">
        {t('pushStatus.staffBlocked')}
      </p>
    );
  }

  const on = state === 'on';
  const toggle = async () => {
    setBusy(true);
    try {
      const sub = on ? await currentSubscription() : null;
      if (on) {
        if (sub) await adminCall('pushStaffUnsubscribe', { endpoint: sub.endpoint });
        setState('off');
        toast.success(t('pushStatus.staffTurnedOff'));
        return;
      }
      const subscription = await subscribeBrowser();
      if (subscription === 'denied') {
        setState('denied');
        return;
      }
      const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
      await adminCall('pushStaffSubscribe', { subscription, lang });
      setState('on');
      toast.success(t('pushStatus.staffTurnedOn'));
    } catch {
      toast.error(t('pushStatus.staffFailed'));
    } finally {
      setBusy(false);
    }
  };
  const label = busy
    ? t('pushStatus.staffBusy')
    : state === 'loading'
      ? t('common.loading')
      : on
        ? t('pushStatus.staffOn')
        : t('pushStatus.staffOff');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={busy || state === 'loading'}
      className={styles.deviceSwitch}
      disabled={busy || state === 'loading'}
      onClick={() => void toggle()}
      data-testid="staff-push-switch"
    >
      <span>{t('pushStatus.staffLabel')}</span>
      <span className={on ? styles.switchOn : styles.switchOff}>{label}</span>
    </button>
  );
}
