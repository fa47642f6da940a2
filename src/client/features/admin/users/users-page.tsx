/**
 * Users (docs/product.md §2): search, Add User, the table (Name, Username, Email, Phone, Role, Active,
 * Edit / Delete), paging shown only when there is more than one page. Staff see the list without
 * add, edit or delete (the server refuses them too).
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/contract/users';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useAdmin } from '../lib/admin-session';
import { useDocTitle } from '../lib/use-doc-title';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { PagedList, usePagedList } from '../ui/paged-list';
import tableStyles from '../ui/table.module.css';
import { YesNo } from '../ui/yes-no';
import { SetPasswordModal } from './set-password-modal';
import { UserFormModal } from './user-form-modal';
import styles from './users.module.css';

const PAGE_SIZE = 10;

export function UsersPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('users.title'));
  const { isSuper, user: me } = useAdmin();
  const queryClient = useQueryClient();
  const list = usePagedList({
    key: (r) => adminKeys.users(r.search_text, r.page_number),
    load: (r) => adminCall('usersList', r),
    pageSize: PAGE_SIZE,
  });
  const [form, setForm] = useState<{ user: AdminUser | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [settingPassword, setSettingPassword] = useState<AdminUser | null>(null);
  const remove = useMutation({
    mutationFn: (u: AdminUser) => adminCall('usersDelete', { id: u.id }),
    onSuccess: async () => {
      toast.success(t('users.delete.done'));
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (e) => toast.error(errorText(e, t('users.delete.failed'))),
  });

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        add={isSuper ? { label: t('users.add'), onAdd: () => setForm({ user: null }) } : undefined}
      />
      {isSuper ? null : (
        <p className={pageStyles.note}>
          <span aria-hidden="true">ⓘ</span> {t('users.staffNote')}
        </p>
      )}
      <PagedList
        list={list}
        label={t('users.title')}
        total={(count) => t('users.total', { count })}
        loadFailed={t('users.loadFailed')}
        searchPlaceholder={t('users.searchPlaceholder')}
      >
        {({ users }) => (
          <CardTable
            columns={[
              { label: t('users.name') },
              { label: t('users.username') },
              { label: t('users.email') },
              { label: t('users.phone') },
              { label: t('users.role') },
              { label: t('users.active') },
              isSuper && { label: t('common.actions'), numeric: true },
            ]}
          >
            {users.map((u) => (
              <tr key={u.id}>
                <td data-label={t('users.name')} className={tableStyles.strong}>
                  {u.full_name}
                  {u.id === me.user_id ? <span className={styles.you}>{t('users.you')}</span> : null}
                </td>
                <td data-label={t('users.username')}>{u.username}</td>
                <td data-label={t('users.email')}>{u.email}</td>
                <td data-label={t('users.phone')} className={tableStyles.nowrap}>
                  {u.phone_number || '—'}
                </td>
                <td data-label={t('users.role')} className={tableStyles.nowrap}>
                  {t(`users.roles.${u.role_id}`)}
                </td>
                <td data-label={t('users.active')}>
                  <YesNo value={u.is_active} yes={t('common.yes')} no={t('common.no')} />
                </td>
                {isSuper ? (
                  <RowActions>
                    <Button
                      variant="secondary"
                      onClick={() => setForm({ user: u })}
                      aria-label={`${t('common.edit')} ${u.full_name}`}
                    >
                      {t('common.edit')}
                    </Button>
                    {u.id === me.user_id ? null : (
                      <Button
                        variant="secondary"
                        onClick={() => setSettingPassword(u)}
                        aria-label={`${t('accounts.setPassword')} ${u.full_name}`}
                      >
                        {t('accounts.setPassword')}
                      </Button>
                    )}
                    {u.id === me.user_id ? null : (
                      <Button
                        variant="ghost"
                        className={styles.danger}
                        onClick={() => setToDelete(u)}
                        aria-label={`${t('common.delete')} ${u.full_name}`}
                      >
                        {t('common.delete')}
                      </Button>
                    )}
                  </RowActions>
                ) : null}
              </tr>
            ))}
          </CardTable>
        )}
      </PagedList>
      {isSuper ? (
        <>
          <UserFormModal open={form !== null} user={form?.user ?? null} onClose={() => setForm(null)} />
          <SetPasswordModal user={settingPassword} onClose={() => setSettingPassword(null)} />
          <ConfirmDialog
            open={toDelete !== null}
            title={t('users.delete.title')}
            text={t('users.delete.text')}
            confirmLabel={t('common.delete')}
            busyLabel={t('common.deleting')}
            busy={remove.isPending}
            onConfirm={() => toDelete && remove.mutate(toDelete)}
            onCancel={() => setToDelete(null)}
          />
        </>
      ) : null}
    </div>
  );
}
