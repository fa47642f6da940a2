import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import type { Stylist } from '#shared/contract/stylists';
import { dayHeader } from '#shared/salon-time';
import styles from './calendar.module.css';
import type { GridColumn } from './time-grid';

/**
 * The day view's columns: the chosen stylists in their usual order, plus anyone else who has a
 * booking that day (an inactive stylist's booking must still show).
 */
export function stylistColumns(
  bookings: readonly CalendarBooking[],
  stylists: readonly Stylist[],
  stylistId: number,
  today: boolean,
  date: string,
  extras: CalendarExtras | null,
): GridColumn[] {
  const people = stylists.map((s) => ({ id: s.id, name: s.full_name, photo: s.photo_url }));
  for (const b of bookings) {
    if (stylistId && b.personnel_id !== stylistId) continue;
    if (!people.some((p) => p.id === b.personnel_id))
      people.push({ id: b.personnel_id, name: b.personnel_name, photo: null });
  }
  return people.map((p) => ({
    key: String(p.id),
    label: p.name,
    today,
    date,
    stylistId: p.id,
    bookings: bookings.filter((b) => b.personnel_id === p.id),
    blocks: extras?.blocks.filter((k) => k.stylist_id === p.id) ?? [],
    working: extras ? new Set(extras.working.find((w) => w.stylist_id === p.id)?.times ?? []) : undefined,
    header: (
      <span className={styles.personHead}>
        {p.photo ? (
          <img src={p.photo} alt="" className={styles.personPhoto} />
        ) : (
          <span className={styles.personInitial}>{p.name.slice(0, 1)}</span>
        )}
        <span className={styles.personName}>{p.name}</span>
      </span>
    ),
  }));
}

/** A week-view column header: `EEE dd/MM`, and a Today tag on today. */
export function DateHeader({ date, today }: { date: string; today: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <span className={styles.dateHead}>
      <span>{dayHeader(date, i18n.language)}</span>
      {date === today ? <span className={styles.todayTag}>{t('calendar.today')}</span> : null}
    </span>
  );
}
