import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import styles from './page.module.css';

/**
 * A screen's title (the page's one h1), its line of help and its main actions; a list's Add button
 * (`add`) is the same on every list.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  add,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  add?: { label: string; onAdd: () => void };
}) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions || add ? (
        <div className={styles.actions}>
          {actions}
          {add ? (
            <Button icon={<PlusIcon size={18} />} onClick={add.onAdd}>
              {add.label}
            </Button>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
