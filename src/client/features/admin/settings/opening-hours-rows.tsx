/**
 * The salon's opening hours in Settings → Hours: one row a weekday (Sunday first, as the salon's
 * week is stored), open or closed, and when open from and to which time on the salon's step.
 */
import { useTranslation } from 'react-i18next';
import type { OpeningDay } from '#shared/contract/salon-hours';
import { DEFAULT_OPENING_HOURS } from '#shared/domain/salon-hours';
import { gridTimes } from '#shared/domain/slots';
import { addDaysIso, clockTime, weekdayShort } from '#shared/salon-time';
import { Checkbox, SelectField } from '../../../components/field';
import { langOf } from '../../../components/format';
import styles from './hours.module.css';

/** A Sunday: the weekday `n` is `n` days after it. */
const A_SUNDAY = '2026-11-22';

type Props = {
  days: OpeningDay[];
  step: number;
  onChange: (days: OpeningDay[]) => void;
};

export function OpeningHoursRows({ days, step, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const times = gridTimes('00:00', '23:55', step);
  const put = (weekday: number, next: Partial<OpeningDay>) =>
    onChange(days.map((d) => (d.weekday === weekday ? { ...d, ...next } : d)));
  const options = (value: string | null) => {
    const all = value && !times.includes(value) ? [value, ...times] : times;
    return all.map((time) => (
      <option key={time} value={time}>
        {clockTime(lang, time)}
      </option>
    ));
  };
  return (
    <div className={styles.week}>
      {days.map((d) => {
        const name = weekdayShort(lang, addDaysIso(A_SUNDAY, d.weekday));
        const open = d.open !== null && d.close !== null;
        const fallback = DEFAULT_OPENING_HOURS[d.weekday]!;
        return (
          <div key={d.weekday} className={styles.dayRow} data-weekday={d.weekday}>
            <Checkbox
              label={name}
              checked={open}
              onChange={(e) =>
                put(
                  d.weekday,
                  e.target.checked
                    ? { open: fallback.open, close: fallback.close }
                    : { open: null, close: null },
                )
              }
            />
            {open ? (
              <>
                <SelectField
                  label={t('hours.opens', { day: name })}
                  value={d.open ?? ''}
                  onChange={(e) => put(d.weekday, { open: e.target.value })}
                >
                  {options(d.open)}
                </SelectField>
                <SelectField
                  label={t('hours.closes', { day: name })}
                  value={d.close ?? ''}
                  onChange={(e) => put(d.weekday, { close: e.target.value })}
                >
                  {options(d.close)}
                </SelectField>
              </>
            ) : (
              <p className={styles.closedDay}>{t('hours.closedDay')}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
