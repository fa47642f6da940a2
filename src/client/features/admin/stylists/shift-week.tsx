/** One weekly block of the shifts modal: seven days, each with Day Off and From / To. */

import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '#shared/contract/availability';
import { dayHeader, numericDate } from '#shared/salon-time';
import { dayProblem, type ShiftDay } from './shift-editor';
import { chosenSlot, SlotOptions } from './slot-options';
import styles from './stylists.module.css';

type Props = {
  index: number;
  days: ShiftDay[];
  slots: readonly TimeSlot[];
  onDayOff: (date: string, off: boolean) => void;
  onTime: (date: string, which: 'start' | 'end', id: number | null) => void;
};

function TimeSelect({
  label,
  short,
  value,
  slots,
  disabled,
  invalid,
  onChange,
}: {
  label: string;
  short: string;
  value: number | null;
  slots: readonly TimeSlot[];
  disabled: boolean;
  invalid: boolean;
  onChange: (id: number | null) => void;
}) {
  return (
    <label className={styles.shiftField}>
      <span aria-hidden="true">{short}</span>
      <select
        aria-label={label}
        className={styles.shiftSelect}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(chosenSlot(e.target.value))}
      >
        <SlotOptions slots={slots} />
      </select>
    </label>
  );
}

export function ShiftWeek({ index, days, slots, onDayOff, onTime }: Props) {
  const { t, i18n } = useTranslation('admin');
  const first = days[0]?.date ?? '';
  const last = days[days.length - 1]?.date ?? '';
  return (
    // a named group, not a region landmark: four weeks of landmarks in one dialog would be noise
    // biome-ignore lint/a11y/useSemanticElements: a week holds many fields of its own, not one fieldset's
    <div role="group" className={styles.shiftWeek} aria-label={t('stylists.shifts.week', { n: index })}>
      <h3 className={styles.shiftWeekTitle}>
        {t('stylists.shifts.week', { n: index })}
        <span className={styles.shiftWeekRange}>
          {t('stylists.shifts.weekRange', { from: numericDate(first), to: numericDate(last) })}
        </span>
      </h3>
      <div className={styles.shiftDays}>
        {days.map((d) => {
          const head = dayHeader(d.date, i18n.language);
          const problem = dayProblem(d, slots);
          return (
            <div
              key={d.date}
              className={`${styles.shiftDay} ${d.modified ? styles.shiftDayChanged : ''} ${d.locked ? styles.shiftDayLocked : ''} ${d.dayOff ? styles.shiftDayOff : ''}`}
              data-date={d.date}
            >
              <p className={styles.shiftDayHead}>
                {head}
                {d.locked ? <span className={styles.pastTag}>{t('stylists.shifts.past')}</span> : null}
                {d.modified ? <span className={styles.changedDot} aria-hidden="true" /> : null}
              </p>
              <label className={styles.dayOff}>
                <input
                  type="checkbox"
                  checked={d.dayOff}
                  disabled={d.locked}
                  onChange={(e) => onDayOff(d.date, e.target.checked)}
                />
                <span>{t('stylists.shifts.dayOff')}</span>
              </label>
              {d.dayOff ? null : (
                <>
                  <TimeSelect
                    label={`${head}: ${t('stylists.shifts.from')}`}
                    short={t('stylists.shifts.from')}
                    value={d.start}
                    slots={slots}
                    disabled={d.locked}
                    invalid={problem !== null}
                    onChange={(id) => onTime(d.date, 'start', id)}
                  />
                  <TimeSelect
                    label={`${head}: ${t('stylists.shifts.to')}`}
                    short={t('stylists.shifts.to')}
                    value={d.end}
                    slots={slots}
                    disabled={d.locked}
                    invalid={problem !== null}
                    onChange={(id) => onTime(d.date, 'end', id)}
                  />
                </>
              )}
              {problem ? (
                <p className={styles.shiftProblem} role="alert">
                  {problem === 'missing' ? t('stylists.shifts.missingTime') : t('stylists.shifts.badOrder')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
