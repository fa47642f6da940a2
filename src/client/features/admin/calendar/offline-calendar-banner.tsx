/** The calendar's offline banner: what is shown, and as of when (on the salon's clock). */
import { useTranslation } from 'react-i18next';
import { salonClock } from '#shared/salon-time';
import { useSalon } from '../lib/use-salon';
import { savedAt } from './calendar-cache';
import styles from './front-desk.module.css';

export function OfflineCalendarBanner() {
  const { t, i18n } = useTranslation('admin');
  const { tz } = useSalon();
  const at = savedAt();
  const time = at ? salonClock(i18n.language, at, tz) : null;
  return (
    <p className={styles.offlineBanner} role="status" data-testid="calendar-offline-banner">
      <span aria-hidden="true">⚠</span>
      {time ? t('frontDesk.offline.banner', { time }) : t('frontDesk.offline.nothing')}
    </p>
  );
}
