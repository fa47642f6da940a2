import type { ReactNode } from 'react';
import styles from './calendar.module.css';

/** One line of a booking's details: its term and value (in the details' <dl>). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
