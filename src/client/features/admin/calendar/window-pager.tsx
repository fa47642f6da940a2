import { useTranslation } from 'react-i18next';
import { clockTime } from '#shared/salon-time';
import { Button } from '../../../components/button';
import styles from './calendar.module.css';
import { CELLS, type CellWindow } from './calendar-grid';

/** With all stylists the day view shows 8 cells at a time: Earlier / Later, or all times at once. */
export function WindowPager({
  page,
  pages,
  onPage,
  showAll,
  onShowAll,
  win,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  showAll: boolean;
  onShowAll: (v: boolean) => void;
  win: CellWindow;
}) {
  const { t, i18n } = useTranslation('admin');
  const from = clockTime(i18n.language, CELLS[win.start]!);
  const to = clockTime(i18n.language, CELLS[win.end - 1]!);
  return (
    <div className={styles.windowPager}>
      {showAll ? null : (
        <div className={styles.windowNav}>
          {/* the arrows are drawn, not read: the buttons are named "Earlier" and "Later" */}
          <Button
            variant="secondary"
            icon={<span aria-hidden="true">↑</span>}
            onClick={() => onPage(page - 1)}
            disabled={page <= 0}
          >
            {t('calendar.earlier')}
          </Button>
          <span className={styles.windowLabel} aria-live="polite">
            {t('calendar.showingTimes', { from, to })}
          </span>
          <Button
            variant="secondary"
            icon={<span aria-hidden="true">↓</span>}
            onClick={() => onPage(page + 1)}
            disabled={page >= pages - 1}
          >
            {t('calendar.later')}
          </Button>
        </div>
      )}
      <Button variant="ghost" onClick={() => onShowAll(!showAll)} aria-pressed={showAll}>
        {showAll ? t('calendar.showFewerTimes') : t('calendar.showAllTimes')}
      </Button>
    </div>
  );
}
