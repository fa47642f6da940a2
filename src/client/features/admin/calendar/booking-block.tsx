/**
 * A booking on the calendar: customer name and S$ total, with its status as colour AND symbol and
 * word (never colour alone). A button, at least 44 px high, that opens the booking's details.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../../../shared/contract/back-office';
import { displayTime } from '../../../../shared/domain/slots';
import { useSalon } from '../lib/use-salon';
import styles from './calendar.module.css';

export const STATUS_SYMBOL = { pending: '◷', confirmed: '✓', completed: '★', cancelled: '✕' } as const;

type Props = {
  booking: CalendarBooking;
  onOpen: (id: number) => void;
  /** How tall it is, in cells; 1 keeps to two lines. */
  span?: number;
  continuesBefore?: boolean;
  continuesAfter?: boolean;
  showStylist?: boolean;
  style?: CSSProperties;
  compact?: boolean;
};

export function BookingBlock({ booking: b, onOpen, span = 1, continuesBefore, continuesAfter, showStylist, style, compact }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { money } = useSalon();
  const status = tc(`status.${b.status}`);
  const time = `${displayTime(b.time)} – ${displayTime(b.end_time)}`;
  const label = t('calendar.bookingLabel', { time, customer: b.customer_name, total: money(b.total_amount), status, stylist: b.personnel_name });
  const tall = span >= 2 && !compact;
  return (
    <button
      type="button"
      className={`${styles.block} ${styles[b.status]} ${compact ? styles.compact : ''}`}
      style={style}
      onClick={() => onOpen(b.id)}
      aria-label={label}
      data-booking-id={b.id}
      data-status={b.status}
    >
      {continuesBefore ? <span className={styles.cont}>↑ {t('calendar.continued')}</span> : null}
      <span className={styles.blockName}>{b.customer_name}</span>
      <span className={styles.blockLine}>
        <span className={styles.blockTotal}>{money(b.total_amount)}</span>
        {tall ? null : (
          <span className={styles.blockStatus}>
            <span aria-hidden="true">{STATUS_SYMBOL[b.status]}</span> {status}
          </span>
        )}
      </span>
      {tall ? (
        <>
          <span className={styles.blockMeta}>
            {time}
            {showStylist ? ` · ${b.personnel_name}` : ''}
          </span>
          {span >= 3 && b.services.length ? <span className={styles.blockMeta}>{b.services.join(', ')}</span> : null}
          <span className={styles.blockStatus}>
            <span aria-hidden="true">{STATUS_SYMBOL[b.status]}</span> {status}
          </span>
        </>
      ) : null}
      {continuesAfter ? <span className={styles.cont}>↓ {t('calendar.continues')}</span> : null}
    </button>
  );
}
