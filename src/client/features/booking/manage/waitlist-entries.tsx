/**
 * My bookings' waitlist: the signed-in customer's entries (what, which days, until when, and where
 * each stands), each with Leave behind a confirmation, and the running offer's page when one is
 * out. Shown only when there is an entry.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntryView } from '#shared/contract/waitlist';
import { longDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { langOf, listOf } from '../../../components/format';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useWindowWords } from '../../waitlist/window-words';
import styles from './waitlist-entries.module.css';

const myWaitlistQuery = (customerId: number) => ({
  queryKey: ['waitlist-mine', customerId],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('waitlistListMine', {}, { signal }),
});

const LEAVABLE = new Set(['waiting', 'offered']);

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
  const windowText = useWindowWords();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const services = listOf(i18n.language, e.service_names);
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
