/**
 * The calendar's controls: previous / date picker / next / Today, the stylist filter, Day or Week,
 * and Add Time Slots. Every control is at least 44 px.
 */

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { Button } from '../../../components/button';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../../components/icons';
import styles from './calendar.module.css';
import type { CalendarView } from './calendar-grid';

type Props = {
  date: string;
  today: string;
  view: CalendarView;
  stylistId: number;
  stylists: readonly Stylist[];
  onDate: (date: string) => void;
  onStep: (direction: 1 | -1) => void;
  onView: (view: CalendarView) => void;
  onStylist: (id: number) => void;
  onAddSlots: () => void;
};

export function CalendarToolbar({
  date,
  today,
  view,
  stylistId,
  stylists,
  onDate,
  onStep,
  onView,
  onStylist,
  onAddSlots,
}: Props) {
  const { t } = useTranslation('admin');
  const dateId = useId();
  const personId = useId();
  const week = view === 'week';
  return (
    <div className={styles.toolbar}>
      <div className={styles.dateNav}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => onStep(-1)}
          aria-label={week ? t('calendar.previousWeek') : t('calendar.previousDay')}
        >
          <ChevronLeftIcon />
        </button>
        <label htmlFor={dateId} className="visually-hidden">
          {t('calendar.date')}
        </label>
        <input
          id={dateId}
          type="date"
          className={styles.dateInput}
          value={date}
          onChange={(e) => e.target.value && onDate(e.target.value)}
        />
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => onStep(1)}
          aria-label={week ? t('calendar.nextWeek') : t('calendar.nextDay')}
        >
          <ChevronRightIcon />
        </button>
        <Button variant="secondary" onClick={() => onDate(today)} disabled={date === today}>
          {t('calendar.today')}
        </Button>
      </div>
      <div className={styles.filterGroup}>
        <label htmlFor={personId} className="visually-hidden">
          {t('calendar.stylists')}
        </label>
        <select
          id={personId}
          className={styles.select}
          value={stylistId}
          onChange={(e) => onStylist(Number(e.target.value))}
        >
          <option value={0}>{t('calendar.allStylists')}</option>
          {stylists.map((s) => (
            <option key={s.id} value={s.id}>
              {s.full_name}
            </option>
          ))}
        </select>
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t('calendar.view')}</legend>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={styles.segment}
              onClick={() => onView(v)}
            >
              {t(`calendar.${v}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <Button onClick={onAddSlots} icon={<PlusIcon size={18} />} className={styles.addSlots}>
        {t('calendar.addSlots')}
      </Button>
    </div>
  );
}
