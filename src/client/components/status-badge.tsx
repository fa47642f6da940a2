import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '#shared/enums';
import styles from './status-badge.module.css';

const ICONS: Record<BookingStatus, string> = {
  pending: '◷',
  confirmed: '✓',
  completed: '★',
  cancelled: '✕',
  no_show: '⊘',
};

/** A booking status as colour AND a symbol and word, never colour alone. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      <span aria-hidden="true">{ICONS[status]}</span>
      {t(`status.${status}`)}
    </span>
  );
}
