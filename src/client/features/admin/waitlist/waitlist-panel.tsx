/**
 * The calendar's Waitlist button and its panel, docked beside the calendar: who waits for the day
 * shown and the six after it (the week ahead), oldest first, each with where its offer stands
 * (sent, seen, claimed, lapsed), refreshed live by the calendar's event stream.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDaysIso, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { QueryLoadState } from '../ui/query-load-state';
import { waitlistListQuery } from './api';
import { EntryLine } from './entry-line';
import styles from './waitlist.module.css';

export function WaitlistButton({ date }: { date: string }) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const to = addDaysIso(date, 6);
  const query = useQuery(waitlistListQuery(date, to));
  const waiting = (query.data ?? []).filter((e) => e.state === 'waiting' || e.state === 'offered');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="waitlist-button">
        {waiting.length ? t('waitlist.buttonCount', { count: waiting.length }) : t('waitlist.button')}
      </Button>
      <Modal
        open={open}
        title={t('waitlist.title')}
        subtitle={t('waitlist.subtitle', {
          from: weekdayDate(i18n.language, date),
          to: weekdayDate(i18n.language, to),
        })}
        onClose={() => setOpen(false)}
        dock="right"
      >
        {query.isPending || query.isError ? (
          <QueryLoadState query={query} loadFailed={t('waitlist.title')} />
        ) : query.data.length === 0 ? (
          <p>{t('waitlist.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {query.data.map((e) => (
              <li key={e.id}>
                <EntryLine entry={e} />
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
