/**
 * Services (docs/product.md §2): search, Add, the table (Name with thumbnail, Description, Price as $
 * with 2 decimals, Duration 'N mins', Active, actions), paging when there is more than one page.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '#shared/contract/catalogue';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { adminCall, adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalon } from '../lib/use-salon';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { PagedList, usePagedList } from '../ui/paged-list';
import tableStyles from '../ui/table.module.css';
import { YesNo } from '../ui/yes-no';
import { ServiceFormModal } from './service-form-modal';
import styles from './services.module.css';

const PAGE_SIZE = 10;

export function ServicesPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('services.title'));
  // the salon's own currency (S$), as everywhere else in the back office
  const { money } = useSalon();
  const queryClient = useQueryClient();
  const list = usePagedList({
    key: (r) => adminKeys.services(r.search_text, r.page_number),
    load: (r) => adminCall('servicesGet', r),
    pageSize: PAGE_SIZE,
  });
  const [form, setForm] = useState<{ service: Service | null } | null>(null);
  const [toDelete, setToDelete] = useState<Service | null>(null);
  const remove = useMutation({
    mutationFn: (s: Service) => adminCallWithMessage('servicesDelete', { id: s.id }),
    onSuccess: async ({ data, message }) => {
      toast.success(data.deactivated && message ? message : t('services.delete.done'));
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'services'] });
    },
    onError: (e) => toast.error(errorText(e, t('services.delete.failed'))),
  });
  const zh = i18n.language.startsWith('zh');
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('services.title')}
        subtitle={t('services.subtitle')}
        add={{ label: t('services.add'), onAdd: () => setForm({ service: null }) }}
      />
      <PagedList
        list={list}
        label={t('services.title')}
        total={(count) => t('services.total', { count })}
        loadFailed={t('services.loadFailed')}
        searchPlaceholder={t('services.searchPlaceholder')}
      >
        {({ services }) => (
          <CardTable
            columns={[
              { label: t('services.name') },
              { label: t('services.description') },
              { label: t('services.price'), numeric: true },
              { label: t('services.duration') },
              { label: t('services.active') },
              { label: t('common.actions'), numeric: true },
            ]}
          >
            {services.map((s) => {
              const name = zh && s.name_zh ? s.name_zh : s.name;
              return (
                <tr key={s.id}>
                  <td data-label={t('services.name')}>
                    <span className={styles.nameCell}>
                      {s.image_url ? (
                        <img
                          src={s.image_url}
                          alt={t('services.thumbnail', { name })}
                          className={styles.thumb}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.thumbEmpty} aria-hidden="true">
                          ✂︎
                        </span>
                      )}
                      <span>
                        <span className={tableStyles.strong}>{name}</span>
                        <span className={tableStyles.sub}>{s.category_name}</span>
                      </span>
                    </span>
                  </td>
                  <td data-label={t('services.description')}>
                    <span className={tableStyles.clamp}>
                      {zh && s.description_zh ? s.description_zh : s.description}
                    </span>
                  </td>
                  <td data-label={t('services.price')} className={tableStyles.num}>
                    {money(s.price)}
                  </td>
                  <td data-label={t('services.duration')} className={tableStyles.nowrap}>
                    {t('common.mins', { count: s.duration_minutes })}
                  </td>
                  <td data-label={t('services.active')}>
                    <YesNo value={s.is_active} yes={t('common.yes')} no={t('common.no')} />
                  </td>
                  <RowActions>
                    <Button
                      variant="secondary"
                      onClick={() => setForm({ service: s })}
                      aria-label={`${t('common.edit')} ${name}`}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      className={styles.danger}
                      onClick={() => setToDelete(s)}
                      aria-label={`${t('common.delete')} ${name}`}
                    >
                      {t('common.delete')}
                    </Button>
                  </RowActions>
                </tr>
              );
            })}
          </CardTable>
        )}
      </PagedList>
      <ServiceFormModal open={form !== null} service={form?.service ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('services.delete.title')}
        text={t('services.delete.text')}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
