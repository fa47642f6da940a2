/**
 * Settings' card of backups (Super Admin): when the daily backup runs and how long backups are
 * kept, the latest backups with their size and a download, and "Back up now". A backup is a
 * gzipped SQL dump with its checksum beside it on the server (docs/operations.md, "Backups and
 * restore"); on PostgreSQL the card says the database server is backed up by its own tools.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInfo } from '#shared/contract/backups';
import { historyMoment } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { langOf } from '../../../components/format';
import { adminToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { QueryLoadState } from '../ui/query-load-state';
import tableStyles from '../ui/table.module.css';
import styles from './settings.module.css';

const KEY = ['admin', 'backups'] as const;
const SHOWN = 5;

/** A size in KB or MB, in the page's language. */
function size(lang: string, bytes: number): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(bytes / (mb ? 1024 * 1024 : 1024) || 0);
}

/** Downloads a backup with the admin's token (a plain link could not send it). */
async function download(name: string): Promise<void> {
  const res = await fetch(`/api/backups/download?name=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${adminToken() ?? ''}` },
  });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function BackupsCard() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { tz } = useSalon();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = useQuery({ queryKey: KEY, queryFn: () => adminCall('backupsList') });
  const take = useMutation({
    mutationFn: () => adminCall('backupsTake'),
    onSuccess: (file) => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      toast.success(t('backups.taken', { when: historyMoment(lang, file.taken_at, tz) }));
    },
    onError: (e) => toast.error(errorText(e, t('backups.takeFailed'))),
  });
  const get = (b: BackupInfo) => {
    setDownloading(b.name);
    download(b.name)
      .catch(() => toast.error(t('backups.downloadFailed')))
      .finally(() => setDownloading(null));
  };
  const s = query.data;
  const last = s?.backups[0];
  return (
    <section
      className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}
      aria-labelledby="backups-title"
    >
      <h2 id="backups-title" className={pageStyles.cardTitle}>
        {t('backups.title')}
      </h2>
      {!s ? (
        <QueryLoadState query={query} loadFailed={t('backups.loadFailed')} />
      ) : !s.embedded ? (
        <p className={styles.hint}>{t('backups.onPostgres')}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('backups.last')}</dt>
              <dd data-testid="last-backup">
                {last
                  ? t('backups.lastValue', {
                      when: historyMoment(lang, last.taken_at, tz),
                      size: size(lang, last.bytes),
                    })
                  : t('backups.none')}
              </dd>
            </div>
            <div>
              <dt>{t('backups.daily')}</dt>
              <dd>{t('backups.dailyValue', { time: s.daily_at, days: s.keep_days })}</dd>
            </div>
          </dl>
          {s.backups.length ? (
            <CardTable
              columns={[
                { label: t('backups.taken_at') },
                { label: t('backups.size'), numeric: true },
                { label: t('common.actions'), numeric: true },
              ]}
            >
              {s.backups.slice(0, SHOWN).map((b) => (
                <tr key={b.name}>
                  <td data-label={t('backups.taken_at')} className={tableStyles.nowrap}>
                    {historyMoment(lang, b.taken_at, tz)}
                  </td>
                  <td data-label={t('backups.size')} className={`${tableStyles.num} ${tableStyles.nowrap}`}>
                    {size(lang, b.bytes)}
                  </td>
                  <RowActions>
                    <Button
                      variant="secondary"
                      busy={downloading === b.name}
                      onClick={() => get(b)}
                      aria-label={t('backups.downloadOne', { when: historyMoment(lang, b.taken_at, tz) })}
                    >
                      {t('backups.download')}
                    </Button>
                  </RowActions>
                </tr>
              ))}
            </CardTable>
          ) : null}
          <p className={styles.hint}>{t('backups.hint')}</p>
          <div className={styles.actions}>
            <Button busy={take.isPending} onClick={() => take.mutate()}>
              {take.isPending ? t('backups.taking') : t('backups.takeNow')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
