/**
 * A booking's status in the desk's details sheet: a choice, then Save (a choice never acts by
 * itself); a cancellation asks first. The choice is forgotten when another booking is opened, and
 * after it is saved, when everything that shows the booking is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { BookingStatus } from '#shared/enums';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';

export function useBookingStatus(booking: CalendarBooking | null) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<BookingStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [forId, setForId] = useState(booking?.id);
  if (booking?.id !== forId) {
    setForId(booking?.id);
    setChoice(null);
  }
  const mutation = useMutation({
    mutationFn: (status: BookingStatus) =>
      adminCallWithMessage('updateStatus', { booking_id: booking!.id, status }),
    onSuccess: async () => {
      toast.success(t('calendar.details.updated'));
      setConfirmCancel(false);
      setChoice(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] }),
      ]);
    },
    onError: (e) => {
      setConfirmCancel(false);
      toast.error(errorText(e, t('calendar.details.updateFailed')));
    },
  });
  const chosen = choice ?? booking?.status ?? 'pending';
  const save = () => {
    if (!booking || chosen === booking.status) return;
    if (chosen === 'cancelled') setConfirmCancel(true);
    else mutation.mutate(chosen);
  };
  return {
    chosen,
    choose: setChoice,
    save,
    saving: mutation.isPending,
    confirmCancel,
    /** The desk confirmed the cancellation: the client is told. */
    cancel: () => mutation.mutate('cancelled'),
    dismissCancel: () => setConfirmCancel(false),
  };
}
