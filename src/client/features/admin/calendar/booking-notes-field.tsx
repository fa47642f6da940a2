/** A booking's notes in its details sheet: the customer's note and the desk's, edited and saved. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/field';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';

export function BookingNotesField({ booking, readOnly }: { booking: CalendarBooking; readOnly?: boolean }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(booking.notes);
  const [forId, setForId] = useState(booking.id);
  if (forId !== booking.id) {
    setForId(booking.id);
    setNotes(booking.notes);
  }
  const save = useMutation({
    mutationFn: () => adminCallWithMessage('bookingNotes', { booking_id: booking.id, notes }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
    },
    onError: (e) => toast.error(errorText(e, t('calendar.details.notesFailed'))),
  });
  return (
    <div>
      <TextArea
        label={t('calendar.details.notes')}
        value={notes}
        maxLength={2000}
        rows={2}
        readOnly={readOnly}
        onChange={(e) => setNotes(e.target.value)}
      />
      {readOnly ? null : (
        <Button
          variant="secondary"
          onClick={() => save.mutate()}
          busy={save.isPending}
          disabled={notes === booking.notes}
        >
          {t('calendar.details.saveNotes')}
        </Button>
      )}
    </div>
  );
}
