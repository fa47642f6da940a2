/**
 * In the new-booking sheet of a tapped free cell: the waitlist entries waiting for this day (this
 * stylist or any; those whose window holds the time first), each with "Offer this time",
 * which holds the time for them and emails them the offer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntryView } from '#shared/contract/waitlist';
import { slotIdOf, timeToMinutes } from '#shared/domain/slots';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { waitlistKeys, waitlistListQuery } from './api';
import { EntryLine } from './entry-line';
import styles from './waitlist.module.css';

type Cell = { date: string; time: string; stylistId: number };

/** Whether an entry waits for this cell's day, with this stylist or any. */
const wantsDay = (e: WaitlistEntryView, c: Cell) =>
  e.state === 'waiting' &&
  (e.stylist_id === 0 || e.stylist_id === c.stylistId) &&
  e.preferences.some((p) => p.date === c.date);

/** Whether one of its windows that day holds the cell's start (those come first). */
const wantsTime = (e: WaitlistEntryView, c: Cell) =>
  e.preferences.some(
    (p) =>
      p.date === c.date &&
      timeToMinutes(p.from_time) <= timeToMinutes(c.time) &&
      timeToMinutes(c.time) < (p.to_time === '23:59' ? 24 * 60 : timeToMinutes(p.to_time)),
  );

export function CellFits(cell: Cell) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const query = useQuery({
    ...waitlistListQuery(cell.date, cell.date),
    enabled: cell.stylistId > 0 && !!cell.time,
  });
  const offer = useMutation({
    mutationFn: (e: WaitlistEntryView) =>
      adminCall('waitlistManualOffer', {
        entry_id: e.id,
        booking_date: cell.date,
        start_slot_id: slotIdOf(cell.time),
        stylist_id: cell.stylistId,
      }),
    onSuccess: (_data, e) => {
      toast.success(t('waitlist.offered', { name: e.full_name }));
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    },
    onError: (e) => toast.error(errorText(e, t('waitlist.offerFailed'))),
  });
  // the desk may offer a time outside an entry's window (it asked the client): the day decides
  const fits = (query.data ?? [])
    .filter((e) => wantsDay(e, cell))
    .sort((a, b) => Number(wantsTime(b, cell)) - Number(wantsTime(a, cell)));
  if (fits.length === 0) return null;
  return (
    <section className={styles.fits} aria-labelledby="waitlist-fits">
      <h3 id="waitlist-fits" className={styles.fitsTitle}>
        {t('waitlist.fitsTitle')}
      </h3>
      <ul className={styles.list}>
        {fits.map((e) => (
          <li key={e.id} className={styles.fitsItem}>
            <EntryLine entry={e} />
            <Button
              variant="secondary"
              aria-label={t('waitlist.offerTo', { name: e.full_name })}
              busy={offer.isPending && offer.variables?.id === e.id}
              onClick={() => offer.mutate(e)}
            >
              {t('waitlist.offerThis')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
