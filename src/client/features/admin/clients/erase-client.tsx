/**
 * A client who asks at the desk to be forgotten: a Super Admin erases their personal data from the
 * client's sheet, after a confirmation. Their visits and payments stay, without their name.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import { useAdmin } from '../lib/admin-session';

export function EraseClientButton({
  client,
  onErased,
}: {
  client: { id: number; name: string };
  onErased: () => void;
}) {
  const { t } = useTranslation('admin');
  const { isSuper } = useAdmin();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const erase = useMutation({
    mutationFn: () => adminCallWithMessage('clientsErase', { client_id: client.id }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setAsking(false);
      onErased();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(errorText(e, t('frontDesk.clients.eraseFailed'))),
  });
  // a guest without a client record is anonymised by the retention sweep, not from here
  if (!isSuper || client.id <= 0 || !client.name) return null;
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {t('frontDesk.clients.erase')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('frontDesk.clients.eraseTitle', { name: client.name })}
        text={t('frontDesk.clients.eraseText')}
        confirmLabel={t('frontDesk.clients.eraseConfirm')}
        busyLabel={t('frontDesk.clients.erasing')}
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
