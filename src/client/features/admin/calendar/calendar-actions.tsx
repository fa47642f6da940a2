/**
 * The front desk's actions above the calendar (online only): the waitlist, New booking (at the
 * current cell, on the day shown or today), Walk-in (now, with the first stylist free) and Block time.
 */
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import { Button } from '../../../components/button';
import { WaitlistButton } from '../waitlist/waitlist-panel';
import type { BlockPreset } from './block-sheets';
import fd from './front-desk.module.css';
import type { NewBookingPreset } from './new-booking-sheet';
import { currentCell, firstFreeStylist } from './walk-in';

type Props = {
  date: string;
  today: string;
  /** The salon's time now, in minutes after midnight. */
  minutes: number;
  stylistId: number;
  activeStylistIds: number[];
  /** Today's bookings and extras of all stylists, for who is free for a walk-in. */
  ahead: { todayBookings: CalendarBooking[]; todayExtras: CalendarExtras | null };
  onNewBooking: (preset: NewBookingPreset) => void;
  onBlock: (preset: BlockPreset) => void;
};

export function CalendarActions({ date, today, minutes, stylistId, ahead, ...p }: Props) {
  const { t } = useTranslation('admin');
  const walkIn = () => {
    const time = currentCell(minutes);
    if (!time) return;
    const freeStylist = firstFreeStylist(p.activeStylistIds, time, ahead.todayBookings, ahead.todayExtras);
    p.onNewBooking({ date: today, time, stylistId: freeStylist ?? 0, walkIn: true });
  };
  return (
    <div className={fd.toolbarActions}>
      <WaitlistButton date={date} />
      <Button
        onClick={() =>
          p.onNewBooking({
            date: date < today ? today : date,
            time: currentCell(minutes) ?? '09:00',
            stylistId,
          })
        }
      >
        {t('frontDesk.create.button')}
      </Button>
      <Button variant="secondary" onClick={walkIn} disabled={currentCell(minutes) === null}>
        {t('frontDesk.create.walkIn')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => p.onBlock({ date: date < today ? today : date, stylistId, time: '12:00' })}
      >
        {t('frontDesk.block.button')}
      </Button>
    </div>
  );
}
