/** The calendar's offline banner: what is shown, and as of when (on the salon's clock). */
import { useTranslation } from 'react-i18next';
import { useSalon } from '../lib/use-salon';
import { savedAt } from './calendar-cache';
import styles from './front-desk.module.css';

export function OfflineCalendarBanner() {
  const { t, i18n } = useTranslation('admin');
  const { tz } = useSalon();
  const at = savedAt();
  const time = at
    ? new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-SG', {
        timeZone: tz,
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(new Date(at))
    : null;
  return (
    <p className={styles.offlineBanner} role="status" data-testid="calendar-offline-banner">
      <span aria-hidden="true">⚠</span>
      {time ? t('frontDesk.offline.banner', { time }) : t('frontDesk.offline.nothing')}
    </p>
  );
}
