/**
 * Stylists (docs/product.md §2): the stylists as cards with Edit, Manage Shifts, Generate Slots and
 * Delete; Add a stylist. The list is the first page of 50.
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
import { ShiftsModal } from './shifts-modal';
import { StylistCard } from './stylist-card';
import { StylistFormModal } from './stylist-form-modal';
import styles from './stylists.module.css';

export function StylistsPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('stylists.title'));
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
        t('stylists.generatedCount', {
          count: r.created,
          from: numericDate(r.from_date),
          to: numericDate(r.to_date),
        }),
      ),
    onError: (e) => toast.error(errorText(e, t('stylists.generateFailed'))),
  });
  const remove = useMutation({
    mutationFn: (s: Stylist) => adminCallWithMessage('stylistsDelete', { id: s.id }),
    onSuccess: async () => {
      toast.success(t('stylists.delete.done'));
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'stylists'] });
    },
    onError: (e) => toast.error(errorText(e, t('stylists.delete.failed'))),
  });

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('stylists.title')}
        subtitle={t('stylists.subtitle')}
        add={{ label: t('stylists.add'), onAdd: () => setForm({ stylist: null }) }}
      />
      <PagedList
        list={list}
        framed={false}
        label={t('stylists.title')}
        total={(count) => t('stylists.total', { count })}
        loadFailed={t('stylists.loadFailed')}
        isEmpty={(d) => d.stylists.length === 0}
        empty={{ icon: '✂︎', title: t('stylists.empty'), text: t('stylists.emptyText') }}
      >
        {({ stylists }) => (
          <div className={styles.grid}>
            {stylists.map((s) => (
              <StylistCard
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
      <StylistFormModal open={form !== null} stylist={form?.stylist ?? null} onClose={() => setForm(null)} />
      <ShiftsModal stylist={shifts} onClose={() => setShifts(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('stylists.delete.title')}
        text={t('stylists.delete.text')}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
