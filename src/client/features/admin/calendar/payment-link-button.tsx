/**
 * The payment link from the desk's details sheet: Resend link while one holds the booking's time;
 * Send payment link for a booking that could be paid online instead (the caller says when); the
 * server has the last word on both.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import fd from './front-desk.module.css';

type Props = {
  booking: CalendarBooking;
  /** Offline: nothing can be sent. */
  readOnly?: boolean;
  /** A first link may be offered (still to come, not held, with an email and something to pay). */
  linkable: boolean;
};

export function PaymentLinkButton({ booking: b, readOnly, linkable }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const resend = useMutation({
    // a link that holds the time is sent again; a booking to be paid at the salon gets a first one
    mutationFn: () =>
      adminCallWithMessage(b.payment_link_until ? 'paymentLinkResend' : 'paymentLinkSend', {
        booking_id: b.id,
      }),
    onSuccess: async (res) => {
      toast.success(res.message);
      // a first link makes the booking unpaid: its payment line and the grid follow
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      ]);
    },
    onError: (e) => toast.error(errorText(e, t('calendar.details.updateFailed'))),
  });
  if (b.payment_link_until && !readOnly)
    return (
      <div>
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
          {t('calendar.details.resendLink')}
        </Button>
      </div>
    );
  if (!linkable) return null;
  return (
    <div className={fd.sendLink}>
      <Button
        variant="secondary"
        busy={resend.isPending}
        onClick={() => resend.mutate()}
        aria-describedby="send-link-hint"
        data-testid="send-payment-link"
      >
        {t('calendar.details.sendLink')}
      </Button>
      <span id="send-link-hint" className={fd.muted}>
        {t('calendar.details.sendLinkHint')}
      </span>
    </div>
  );
}
