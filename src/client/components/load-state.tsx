/**
 * The one view of data that is not there yet: loading (a spinner, or the page's own skeleton),
 * failed (what went wrong and Try again), or empty (a title, a line of help and one action). Every
 * page that loads data shows these three the same way; with none of them, it shows its content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';
import styles from './load-state.module.css';
import { Spinner } from './spinner';

type Empty = { title: ReactNode; text?: ReactNode; action?: ReactNode; icon?: ReactNode };

export function LoadState({
  loading,
  loadingLabel,
  placeholder,
  error,
  errorTitle,
  onRetry,
  retrying,
  empty,
  children,
}: {
  loading: boolean;
  /** The spinner's name for screen readers (the back office words it its own way). */
  loadingLabel?: string;
  /** What stands in while loading (the page's skeleton); a spinner by default. */
  placeholder?: ReactNode;
  /** The failure to show (the server's or the network's message), or nothing. */
  error: string | null | undefined;
  errorTitle?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Shown when set, once loaded without error: the data holds nothing. */
  empty?: Empty | null | false;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      placeholder ?? (
        <div className={styles.center}>
          <Spinner size={32} label={loadingLabel ?? t('app.loading')} />
        </div>
      )
    );
  }
  if (error) {
    return (
      <div role="alert">
        <EmptyState
          icon={<AlertIcon size={40} />}
          title={errorTitle ?? t('errors.loadFailed')}
          text={error}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry} busy={retrying}>
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (empty) return <EmptyState {...empty} />;
  return <>{children}</>;
}

/** What `QueryFailed` needs of a read (a react-query result fits). */
type FailedRead = { error: Error | null; isFetching: boolean; refetch: () => unknown };

/** A read that failed: its message, and Try again reads it again (busy while it does). */
export function QueryFailed({ query, title }: { query: FailedRead; title?: string }) {
  return (
    <LoadState
      loading={false}
      errorTitle={title}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
