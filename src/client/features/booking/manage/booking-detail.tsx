/**
 * One booking as its owner sees it: when, stylist, services, total, payment, status, the policy it
 * was made under and what may be done now (the server's answer), with the actions: Add to
 * calendar, Reschedule, Cancel, Rate and Book again. A booking still waiting for its payment (the
 * salon's payment link, or an online payment left unfinished) offers Pay: the normal checkout, for
 * the booking's total as the server holds it.
 *
 * This component chooses between the booking and its reschedule panel and keeps the cache up to
 * date after a change; its cards and actions are parts of their own (booking-pay-card.tsx,
 * booking-facts-card.tsx, booking-actions.tsx, booking-services-card.tsx).
 */

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { clockTime, longDate } from '#shared/salon-time';
import { useCustomerContext } from '../../../components/customer-context';
import { langOf } from '../../../components/format';
import { RemindMeButton } from '../../../components/remind-me-button';
import { toast } from '../../../lib/toast';
import type { Proof } from './api';
import { BookingActions } from './booking-actions';
import { BookingFactsCard } from './booking-facts-card';
import { BookingPayCard } from './booking-pay-card';
import { BookingServicesCard } from './booking-services-card';
import { CancelDialog } from './cancel-dialog';
import { PolicyCard } from './policy-card';
import { useCalendarFile } from './use-calendar-file';

const ReschedulePanel = lazy(() =>
  import('./reschedule-panel').then((m) => ({ default: m.ReschedulePanel })),
);

type Props = { booking: ManagedBooking; proof: Proof; signedIn: boolean };

export function BookingDetail({ booking: b, proof, signedIn }: Props) {
  const { i18n } = useTranslation('manage');
  const lang = langOf(i18n.language);
  const { salon } = useCustomerContext();
  const currency = salon?.currency ?? 'S$';
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [cancelling, setCancelling] = useState(false);

  const when = `${longDate(lang, b.appointment_date)}, ${clockTime(lang, b.appointment_start_time)}`;
  const calendar = useCalendarFile(b, salon, lang);

  const changed = (next: ManagedBooking) => {
    queryClient.setQueryData(['my-booking', next.id, proof.token ?? null], next);
    void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };

  if (mode === 'reschedule')
    return (
      <Suspense fallback={null}>
        <ReschedulePanel
          booking={b}
          proof={proof}
          onDone={(next) => {
            changed(next);
            setMode('view');
          }}
          onBack={() => setMode('view')}
        />
      </Suspense>
    );

  return (
    <>
      {b.can_pay ? <BookingPayCard booking={b} proof={proof} /> : null}
      <BookingFactsCard booking={b} when={when} />
      <BookingActions
        booking={b}
        signedIn={signedIn}
        calendar={calendar}
        onReschedule={() => setMode('reschedule')}
        onCancel={() => setCancelling(true)}
      />
      {/* Reminders go to confirmed bookings still to come; a guest proves the booking with its link. */}
      {b.upcoming && b.status === 'confirmed' ? (
        <RemindMeButton
          bookingId={b.id}
          signedIn={signedIn}
          {...(proof.token ? { manageToken: proof.token } : {})}
        />
      ) : null}
      <BookingServicesCard booking={b} currency={currency} />
      {b.upcoming ? <PolicyCard booking={b} /> : null}
      <CancelDialog
        open={cancelling}
        booking={b}
        proof={proof}
        when={when}
        onClose={() => setCancelling(false)}
        onDone={(next, message) => {
          setCancelling(false);
          changed(next);
          toast.success(message);
        }}
      />
    </>
  );
}
