/**
 * Step 1 says, before step 2, when no one stylist offers every chosen service together, and what
 * to do. It asks the same stylist list the stylist step shows (so step 2 opens at once), and
 * says nothing while that is unknown, or offline.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';
import { stylistsQuery } from './queries';
import styles from './services-fit-note.module.css';

/** True when the stylist list for these services is known to be empty. */
export function useNobodyDoesAll(serviceIds: readonly number[], epoch: number, enabled: boolean): boolean {
  // online only: offline the stylist step reads the saved lists itself, and says so
  const online = useOnline();
  const asked = enabled && online && serviceIds.length > 1;
  const query = useQuery({ ...stylistsQuery(serviceIds, epoch), enabled: asked });
  return asked && query.data?.length === 0;
}

export function ServicesFitNote({ show }: { show: boolean }) {
  const { t } = useTranslation('booking');
  // the live region stays in the page, so the message is announced when it appears
  return (
    <div role="status" className={show ? styles.note : undefined}>
      {show ? (
        <>
          <strong className={styles.title}>{t('servicesFit.title')}</strong> {t('servicesFit.text')}
        </>
      ) : null}
    </div>
  );
}
