/** The calendar's heading: its title, the day or week shown (announced as it changes), and the status bar. */
import { useTranslation } from 'react-i18next';
import { weekdayDate } from '#shared/salon-time';
import pageStyles from '../ui/page.module.css';
import styles from './calendar.module.css';
import type { CalendarView } from './calendar-grid';
import { CalendarStatusBar } from './calendar-status-bar';

type Props = {
  view: CalendarView;
  date: string;
  dates: readonly string[];
  count: number;
  fetching: boolean;
  updatedAt: number;
};

export function CalendarHead({ view, date, dates, count, fetching, updatedAt }: Props) {
  const { t, i18n } = useTranslation('admin');
  return (
    <header className={styles.pageHead}>
      <div>
        <h1 className={pageStyles.title}>{t('calendar.title')}</h1>
        <p className={styles.dateTitle} aria-live="polite">
          {view === 'week'
            ? `${weekdayDate(i18n.language, dates[0]!)} – ${weekdayDate(i18n.language, dates[6]!)}`
            : weekdayDate(i18n.language, date)}
        </p>
      </div>
      <CalendarStatusBar count={count} fetching={fetching} updatedAt={updatedAt} />
    </header>
  );
}
