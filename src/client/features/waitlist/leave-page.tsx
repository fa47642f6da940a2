/**
 * A guest's "Leave the waitlist" page (`/waitlist/leave/:entryId?t=<signed token>`, from the joined
 * and offer emails): what the entry waits for, and Leave behind a confirmation. Opening it only
 * reads; leaving goes through the leave call with the link's token. A forged link (403), and an
 * entry already left, booked or ended, each say so plainly.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { WaitlistEntryPage as EntryPageData } from '#shared/contract/waitlist';
import { longDate } from '#shared/salon-time';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { langOf, listOf } from '../../components/format';
import { CheckIcon, ClockIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { ApiCallError, call } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSearch } from '../../lib/use-search';
import { entryQuery } from './api';
import { WaitlistLinkSkeleton } from './link-skeleton';
import styles from './waitlist.module.css';
import { useWindowWords } from './window-words';

export function WaitlistLeavePage() {
  const { t } = useTranslation('waitlist');
  const params = useParams();
  const token = useSearch().get('t') ?? '';
  const key = { entryId: Number(params.entryId), token };
  const query = useQuery(entryQuery(key));
  let body: ReactNode;
  if (query.isPending) body = <WaitlistLinkSkeleton />;
  else if (query.isError) {
    const e = query.error;
    body =
      e instanceof ApiCallError && (e.status === 403 || e.status === 400) ? (
        <Outcome title={t('leave.forgedTitle')} text={t('leave.forgedText')} />
      ) : (
        <QueryFailed query={query} title={t('leave.loadFailed')} />
      );
  } else body = <Entry entry={query.data} token={token} />;
  return (
    <main id="main" className={styles.page}>
      <title>{t('leave.pageTitle')}</title>
      {body}
    </main>
  );
}

/** An end state of the link (forged, left, booked, ended): its own heading, and the way back. */
function Outcome({ title, text, done }: { title: string; text?: string; done?: boolean }) {
  const { t } = useTranslation('waitlist');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.outcome} aria-labelledby="leave-outcome">
      <span className={styles.outcomeIcon} aria-hidden="true">
        {done ? <CheckIcon size={40} /> : <ClockIcon size={40} />}
      </span>
      <h1 id="leave-outcome" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {text ? <p className={styles.meta}>{text}</p> : null}
      <Link className={styles.link} to="/">
        {t('leave.backHome')}
      </Link>
    </section>
  );
}

function Entry({ entry, token }: { entry: EntryPageData; token: string }) {
  const { t, i18n } = useTranslation('waitlist');
  const lang = langOf(i18n.language);
  const windowText = useWindowWords();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const services = listOf(i18n.language, entry.service_names);

  if (entry.state === 'left') return <Outcome title={t('leave.leftTitle')} text={t('leave.leftText')} done />;
  if (entry.state === 'booked')
    return <Outcome title={t('leave.bookedTitle')} text={t('leave.bookedText')} done />;
  if (entry.state === 'expired')
    return <Outcome title={t('leave.expiredTitle')} text={t('leave.expiredText')} />;

  async function leave() {
    setBusy(true);
    try {
      await call('waitlistLeave', { entry_id: entry.id, manage_token: token });
      toast.success(t('mine.left'));
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ['waitlist-entry', entry.id] });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('leave.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="leave-title">
      <h1 id="leave-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('leave.title')}
      </h1>
      <p className={styles.meta}>{t('leave.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('leave.services')}</dt>
        <dd>{services}</dd>
        <dt>{t('leave.stylist')}</dt>
        <dd>{entry.stylist_name ?? t('join.anyStylist')}</dd>
        <dt>{t('leave.days')}</dt>
        <dd>
          <ul className={styles.days}>
            {entry.preferences.map((p) => (
              <li key={`${p.date}-${p.from_time}`}>
                {longDate(lang, p.date)} · {windowText(p)}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className={styles.held}>
        <ClockIcon size={18} />
        {t('leave.until', { date: longDate(lang, entry.expires_on) })}
      </p>
      {entry.state === 'offered' ? <p className={styles.meta}>{t('leave.offered')}</p> : null}
      <Button variant="secondary" size="lg" block onClick={() => setAsking(true)}>
        {t('leave.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('leave.confirm', { services })}
        text={t('leave.confirmText')}
        confirmLabel={t('leave.leave')}
        busyLabel={t('leave.leaving')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void leave()}
      />
    </section>
  );
}
