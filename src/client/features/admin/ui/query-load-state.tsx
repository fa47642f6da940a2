/**
 * A back-office read's loading spinner and its failure with Try again (which reads again); nothing
 * once the read has its data, unless `empty` says the data holds nothing.
 */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../lib/admin-api';

type Read = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

export function QueryLoadState({
  query,
  loadFailed,
  empty,
}: {
  query: Read;
  /** What the failure says when the server gave no message of its own. */
  loadFailed: string;
  empty?: ComponentProps<typeof LoadState>['empty'];
}) {
  const { t } = useTranslation('admin');
  return (
    <LoadState
      loadingLabel={t('common.loading')}
      loading={query.isPending}
      error={query.isError ? errorText(query.error, loadFailed) : null}
      onRetry={() => void query.refetch()}
      empty={empty}
    />
  );
}
