/**
 * Settings → Promotions (Super Admin): the salon's promo codes with their terms and the uses their
 * bookings hold; add and edit in a modal, remove after a confirmation. Bookings already made keep
 * the discount they were given.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '#shared/contract/promotions';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadState } from '../../../components/load-state';
import { toast } from '../../../lib/toast';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useSalonSettings } from '../lib/use-salon';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { YesNo } from '../ui/yes-no';
import { PromotionFormModal } from './promotion-form-modal';
import { datesOf, offOf, usesOf } from './promotion-terms';
import styles from './promotions.module.css';

export function PromotionsCard() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const currency = useSalonSettings().data?.currency;
  const list = useQuery({ queryKey: adminKeys.promotions, queryFn: () => adminCall('promotionsList', {}) });
  const [form, setForm] = useState<{ promotion: Promotion | null } | null>(null);
  const [toRemove, setToRemove] = useState<Promotion | null>(null);
  const remove = useMutation({
    mutationFn: (p: Promotion) => adminCall('promotionsRemove', { id: p.id }),
    onSuccess: () => {
      setToRemove(null);
      toast.success(t('promotions.removed'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.promotions });
    },
    onError: (e) => toast.error(errorText(e, t('promotions.removeFailed'))),
  });
  const promotions = list.data?.promotions ?? [];
  const addButton = <Button onClick={() => setForm({ promotion: null })}>{t('promotions.add')}</Button>;
  return (
    <section className={`${pageStyles.card} ${styles.card}`} aria-labelledby="promotions-title">
      <div className={styles.head}>
        <div>
          <h2 id="promotions-title" className={pageStyles.cardTitle}>
            {t('promotions.title')}
          </h2>
          <p className={styles.hint}>{t('promotions.hint')}</p>
        </div>
        {promotions.length ? addButton : null}
      </div>
      <LoadState
        loading={list.isPending}
        loadingLabel={t('common.loading')}
        error={list.isError ? errorText(list.error, t('promotions.loadFailed')) : null}
        onRetry={() => void list.refetch()}
        empty={
          promotions.length === 0 && {
            title: t('promotions.empty'),
            text: t('promotions.emptyText'),
            action: addButton,
          }
        }
      >
        <CardTable
          columns={[
            { label: t('promotions.code') },
            { label: t('promotions.off') },
            { label: t('promotions.dates') },
            { label: t('promotions.firstVisit') },
            { label: t('promotions.uses') },
            { label: t('promotions.services') },
            { label: t('common.actions'), numeric: true },
          ]}
        >
          {promotions.map((p) => (
            <tr key={p.id}>
              <td data-label={t('promotions.code')} className={styles.code}>
                {p.code}
              </td>
              <td data-label={t('promotions.off')}>{offOf(t, p, currency)}</td>
              <td data-label={t('promotions.dates')}>{datesOf(t, p)}</td>
              <td data-label={t('promotions.firstVisit')}>
                <YesNo value={p.first_visit_only} yes={t('common.yes')} no={t('common.no')} />
              </td>
              <td data-label={t('promotions.uses')}>{usesOf(t, p)}</td>
              <td data-label={t('promotions.services')}>
                {p.service_ids.length
                  ? t('promotions.someServices', { count: p.service_ids.length })
                  : t('promotions.allServices')}
              </td>
              <RowActions>
                <Button
                  variant="secondary"
                  onClick={() => setForm({ promotion: p })}
                  aria-label={`${t('common.edit')} ${p.code}`}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  variant="ghost"
                  className={styles.danger}
                  onClick={() => setToRemove(p)}
                  aria-label={`${t('promotions.remove')} ${p.code}`}
                >
                  {t('promotions.remove')}
                </Button>
              </RowActions>
            </tr>
          ))}
        </CardTable>
      </LoadState>
      <PromotionFormModal
        open={form !== null}
        promotion={form?.promotion ?? null}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={t('promotions.removeTitle', { code: toRemove?.code ?? '' })}
        text={t('promotions.removeText')}
        confirmLabel={t('promotions.remove')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
        onCancel={() => setToRemove(null)}
      />
    </section>
  );
}
