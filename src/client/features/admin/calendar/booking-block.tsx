/**
 * A booking on the calendar: customer name and S$ total, with its status as colour AND symbol and
 * word (never colour alone). A time only held for a payment is hatched and also says Held, what
 * it waits for and until when. A button, at least 44 px high, that opens the booking's details.
 */

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { clockTime, salonClock } from '#shared/salon-time';
import { listOf } from '../../../components/format';
import { useSalon } from '../lib/use-salon';
import styles from './calendar.module.css';

/** A time only held (waiting for a payment), drawn hatched: a hatched square beside the word Held. */
export const HELD_SYMBOL = '▨';

export const STATUS_SYMBOL = {
  pending: '◷',
  confirmed: '✓',
  completed: '★',
  cancelled: '✕',
  no_show: '⊘',
} as const;

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

export function BookingBlock({
  booking: b,
  onOpen,
  span = 1,
  continuesBefore,
  continuesAfter,
  showStylist,
  style,
  compact,
}: Props) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { money, tz } = useSalon();
  const status = tc(`status.${b.status}`);
  const time = `${clockTime(i18n.language, b.time)} – ${clockTime(i18n.language, b.end_time)}`;
  const tall = span >= 2 && !compact;
  const statusEl = (
    <span className={styles.blockStatus}>
      <span aria-hidden="true">{STATUS_SYMBOL[b.status]}</span> {status}
      {b.hold ? (
        <>
          {' · '}
          <span aria-hidden="true">{HELD_SYMBOL}</span> {t('calendar.held')}
        </>
      ) : null}
    </span>
  );
  // what a held time waits for, and until when: shown when there is room, read out always
  const heldFor = b.hold
    ? t('calendar.heldUntil', {
        what: t(`calendar.heldFor.${b.hold.waits_for}`, { id: b.hold.moving_booking_id ?? '' }),
        time: salonClock(i18n.language, b.hold.until, tz),
      })
    : null;
  /** Read out, not shown: what the block leaves out for lack of room. */
  const hidden = (text: string) => <span className="visually-hidden">, {text}</span>;
  return (
    <button
      type="button"
      className={`${styles.block} ${styles[b.status]} ${b.hold ? styles.held : ''} ${compact ? styles.compact : ''}`}
      style={style}
      onClick={() => onOpen(b.id)}
      title={
        [continuesBefore ? t('calendar.continued') : '', continuesAfter ? t('calendar.continues') : '']
          .filter(Boolean)
          .join(' · ') || undefined
      }
      data-booking-id={b.id}
      data-status={b.status}
      data-held={b.hold ? b.hold.waits_for : undefined}
      data-movable={b.status === 'pending' || b.status === 'confirmed'}
    >
      <span className={styles.blockName}>{b.customer_name}</span>
      {tall ? null : hidden(time)}
      <span className={styles.blockTotal}>{money(b.total_amount)}</span>
      {tall ? (
        <span className={styles.blockMeta}>
          {time}
          {showStylist ? ` · ${b.personnel_name}` : ''}
        </span>
      ) : null}
      {tall && span >= 3 && b.services.length ? (
        <span className={styles.blockMeta}>{listOf(i18n.language, b.services)}</span>
      ) : null}
      {statusEl}
      {heldFor && tall ? <span className={styles.blockMeta}>{heldFor}</span> : null}
      {heldFor && !tall ? hidden(heldFor) : null}
      {showStylist && tall ? null : hidden(b.personnel_name)}
      {continuesBefore ? hidden(t('calendar.continued')) : null}
      {continuesAfter ? hidden(t('calendar.continues')) : null}
      {continuesBefore ? (
        <span className={`${styles.contMark} ${styles.contTop}`} aria-hidden="true">
          ↑
        </span>
      ) : null}
      {continuesAfter ? (
        <span className={`${styles.contMark} ${styles.contBottom}`} aria-hidden="true">
          ↓
        </span>
      ) : null}
    </button>
  );
}
