/**
 * How a waitlist entry's time of day is said: a window the wizard offers by name (morning,
 * afternoon, ...) is named so; another is shown as its times.
 */
import { useTranslation } from 'react-i18next';
import { WAITLIST_WINDOWS, type WaitlistWindow } from '#shared/constants';
import { clockTime } from '#shared/salon-time';
import { langOf } from '../../components/format';

const WINDOWS = Object.keys(WAITLIST_WINDOWS) as WaitlistWindow[];

export function useWindowWords() {
  const { t, i18n } = useTranslation('waitlist');
  const lang = langOf(i18n.language);
  return (p: { from_time: string; to_time: string }): string => {
    const named = WINDOWS.find(
      (w) => WAITLIST_WINDOWS[w].from_time === p.from_time && WAITLIST_WINDOWS[w].to_time === p.to_time,
    );
    return named
      ? t(`join.windows.${named}`)
      : `${clockTime(lang, p.from_time)}–${clockTime(lang, p.to_time)}`;
  };
}
