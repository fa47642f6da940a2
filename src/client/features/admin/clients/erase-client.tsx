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

/** A client by id, or (id 0) a guest client by one of their bookings, as the client sheet has them. */
type Erasable = { id: number; booking_id?: number | undefined; name: string };

export function EraseClientButton({ client, onErased }: { client: Erasable; onErased: () => void }) {
  const { t } = useTranslation('admin');
  const { isSuper } = useAdmin();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const erase = useMutation({
    mutationFn: () =>
      adminCallWithMessage('clientsErase', {
        client_id: client.id,
        ...(client.id > 0 ? {} : { booking_id: client.booking_id }),
      }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      setAsking(false);
      onErased();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(errorText(e, t('frontDesk.clients.eraseFailed'))),
  });
  // an erased client has no name left to erase
  if (!isSuper || !client.name || (client.id <= 0 && !client.booking_id)) return null;
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
