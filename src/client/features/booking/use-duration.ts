import { useTranslation } from 'react-i18next';
import { splitDuration } from './pricing';

/** `90` -> "1 h 30 min" / "1 小时 30 分钟". */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('booking');
  return (total) => {
    const { hours, minutes } = splitDuration(total);
    if (hours && minutes) return t('duration.hoursMinutes', { hours, minutes });
    if (hours) return t('duration.hours', { hours });
    return t('duration.minutes', { minutes });
  };
}
