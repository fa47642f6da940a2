import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a screen shows when there is nothing (yet): a title, a line of help and one action. */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
