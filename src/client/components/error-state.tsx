import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/** A failed load: what went wrong (the server's or the network message) and Try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertIcon size={40} />}
        title={title ?? t('errors.loadFailed')}
        text={message}
        action={
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {t('actions.retry')}
          </Button>
        }
      />
    </div>
  );
}
