/**
 * Personnel (docs/product.md §2): the stylists as cards with Edit, Manage Shifts, Generate Slots and
 * Delete; Add Personnel. The list is the first page of 50, as the spec says.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { numericDate } from '#shared/salon-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { adminCall, adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { PagedList, usePagedList } from '../ui/paged-list';
import styles from './personnel.module.css';
import { PersonnelCard } from './personnel-card';
import { PersonnelFormModal } from './personnel-form-modal';
import { ShiftsModal } from './shifts-modal';

export function PersonnelPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('personnel.title'));
  const queryClient = useQueryClient();
  const list = usePagedList({
    key: (r) => adminKeys.stylists(r.page_size),
    load: (r) => adminCall('stylistsGet', r),
    pageSize: 50,
  });
  const [form, setForm] = useState<{ stylist: Stylist | null } | null>(null);
  const [shifts, setShifts] = useState<Stylist | null>(null);
  const [toDelete, setToDelete] = useState<Stylist | null>(null);

  const generate = useMutation({
    mutationFn: (s: Stylist) => adminCall('generateSlots', { stylist_id: s.id, weeks: 4 }),
    onSuccess: (r) =>
      toast.success(
        t('personnel.generatedCount', {
          count: r.created,
          from: numericDate(r.from_date),
          to: numericDate(r.to_date),
        }),
      ),
    onError: (e) => toast.error(errorText(e, t('personnel.generateFailed'))),
  });
  const remove = useMutation({
    mutationFn: (s: Stylist) => adminCallWithMessage('stylistsDelete', { id: s.id }),
    onSuccess: async () => {
      toast.success(t('personnel.delete.done'));
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'stylists'] });
    },
    onError: (e) => toast.error(errorText(e, t('personnel.delete.failed'))),
  });

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('personnel.title')}
        subtitle={t('personnel.subtitle')}
        add={{ label: t('personnel.add'), onAdd: () => setForm({ stylist: null }) }}
      />
      <PagedList
        list={list}
        framed={false}
        label={t('personnel.title')}
        total={(count) => t('personnel.total', { count })}
        loadFailed={t('personnel.loadFailed')}
        isEmpty={(d) => d.stylists.length === 0}
        empty={{ icon: '✂︎', title: t('personnel.empty'), text: t('personnel.emptyText') }}
      >
        {({ stylists }) => (
          <div className={styles.grid}>
            {stylists.map((s) => (
              <PersonnelCard
                key={s.id}
                stylist={s}
                generating={generate.isPending && generate.variables?.id === s.id}
                onEdit={() => setForm({ stylist: s })}
                onShifts={() => setShifts(s)}
                onGenerate={() => generate.mutate(s)}
                onDelete={() => setToDelete(s)}
              />
            ))}
          </div>
        )}
      </PagedList>
      <PersonnelFormModal
        open={form !== null}
        stylist={form?.stylist ?? null}
        onClose={() => setForm(null)}
      />
      <ShiftsModal stylist={shifts} onClose={() => setShifts(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('personnel.delete.title')}
        text={t('personnel.delete.text')}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
