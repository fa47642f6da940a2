/**
 * My bookings' waitlist: the signed-in customer's entries (what, which days, until when, and where
 * each stands), each with Leave behind a confirmation, and the running offer's page when one is
 * out. Shown only when there is an entry.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITLIST_WINDOWS, type WaitlistEntryView, type WaitlistWindow } from '#shared/contract/waitlist';
import { clockTime, longDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { langOf, listOf } from '../../../components/format';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import styles from './waitlist-entries.module.css';

const myWaitlistQuery = (customerId: number) => ({
  queryKey: ['waitlist-mine', customerId],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('waitlistListMine', {}, { signal }),
});

const LEAVABLE = new Set(['waiting', 'offered']);
const WINDOWS = Object.keys(WAITLIST_WINDOWS) as WaitlistWindow[];

export function WaitlistEntries({ customerId }: { customerId: number }) {
  const { t } = useTranslation('waitlist');
  const query = useQuery(myWaitlistQuery(customerId));
  const entries = (query.data ?? []).filter((e) => e.state !== 'left');
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className={styles.title}>
        {t('mine.title')}
      </h2>
      <ul className={styles.list}>
        {entries.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </ul>
    </section>
  );
}

function Entry({ entry: e }: { entry: WaitlistEntryView }) {
  const { t, i18n } = useTranslation('waitlist');
  const lang = langOf(i18n.language);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const services = listOf(i18n.language, e.service_names);
  // a window the wizard offers by name is named so; another is shown as its times
  const windowText = (p: WaitlistEntryView['preferences'][number]) => {
    const named = WINDOWS.find(
      (w) => WAITLIST_WINDOWS[w].from_time === p.from_time && WAITLIST_WINDOWS[w].to_time === p.to_time,
    );
    return named
      ? t(`join.windows.${named}`)
      : `${clockTime(lang, p.from_time)}–${clockTime(lang, p.to_time)}`;
  };
  async function leave() {
    setBusy(true);
    try {
      await call('waitlistLeave', { entry_id: e.id });
      toast.success(t('mine.left'));
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ['waitlist-mine'] });
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={styles.card} data-testid="waitlist-entry">
      <div className={styles.head}>
        <p className={styles.services}>{services}</p>
        <span className={styles.state} data-state={e.state}>
          {t(`mine.state.${e.state}`)}
        </span>
      </div>
      <p className={styles.meta}>{e.stylist_name ?? t('join.anyStylist')}</p>
      <ul className={styles.days}>
        {e.preferences.map((p) => (
          <li key={`${p.date}-${p.from_time}`}>
            {longDate(lang, p.date)} · {windowText(p)}
          </li>
        ))}
      </ul>
      {LEAVABLE.has(e.state) ? (
        <div className={styles.actions}>
          {e.offer_path ? (
            <Link className={styles.offerLink} to={e.offer_path}>
              {t('mine.openOffer')}
            </Link>
          ) : null}
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('mine.leave')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('mine.leaveConfirm', { services })}
        text={t('mine.leaveText')}
        confirmLabel={t('mine.leave')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void leave()}
      />
    </li>
  );
}
