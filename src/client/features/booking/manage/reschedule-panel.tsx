/**
 * Reschedule with the wizard's own steps: the stylist (kept, or another who does the same
 * services) and the date and time, then a confirm sheet with the old and new time side by side and
 * the price difference the server computed. Nothing moves before the tap on Move booking. A paid
 * booking that becomes dearer shows "Pay S$X and move": the server holds the new time and the
 * difference is paid on the payment page; the booking moves once that payment succeeds.
 */

import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking, RescheduleResult } from '#shared/contract/manage';
import { clockTime, longDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { langOf, money } from '../../../components/format';
import { ChevronLeftIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { DateTimeStep } from '../datetime-step';
import { StylistStep } from '../stylist-step';
import {
  initialWizardState,
  stepsOf,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from '../wizard-state';
import { type Proof, previewReschedule, reschedule } from './api';
import styles from './manage.module.css';
import { payMoveDifference } from './move-payment';

type Props = {
  booking: ManagedBooking;
  proof: Proof;
  onDone: (next: ManagedBooking) => void;
  onBack: () => void;
};

function startFrom(b: ManagedBooking): WizardState {
  return {
    ...initialWizardState,
    flow: 'stylist',
    step: stepsOf('stylist').indexOf('datetime'),
    serviceIds: b.services.map((s) => s.service_id),
    stylist: { id: b.stylist_id, full_name: b.stylist_name, photo_url: null, prices: {} },
  };
}

export function ReschedulePanel({ booking: b, proof, onDone, onBack }: Props) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.language);
  const { salon } = useCustomerContext();
  const currency = salon?.currency ?? 'S$';
  const queryClient = useQueryClient();
  const [state, reduce] = useReducer(wizardReducer, b, startFrom);
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<RescheduleResult | null>(null);
  const [busy, setBusy] = useState(false);

  // a new stylist has other free times: the chosen time is dropped with the old stylist
  const dispatch: Dispatch<WizardAction> = useCallback(
    (action) => {
      if (action.type === 'chooseStylist') {
        reduce({ type: 'restore', state: { ...state, stylist: action.stylist, slot: null } });
        setPicking(false);
      } else reduce(action);
    },
    [state],
  );

  const move = () => ({
    booking_date: state.date ?? '',
    start_slot_id: state.slot?.id ?? 0,
    stylist_id: state.stylist?.id ?? 0,
  });
  const failed = (e: unknown) => {
    toast.error((e as Error).message);
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };
  const review = async () => {
    setBusy(true);
    try {
      setPreview(await previewReschedule(b.id, proof, move()));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const { data, message } = await reschedule(b.id, proof, move());
      if (data.awaiting_payment) {
        // the new time is held: pay exactly the difference the server computed, then it moves
        window.location.assign(await payMoveDifference(b, proof, data.price_difference));
        return;
      }
      setPreview(null);
      toast.success(message);
      onDone(data.booking);
    } catch (e) {
      setPreview(null);
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const oldWhen = `${longDate(lang, b.appointment_date)}, ${clockTime(lang, b.appointment_start_time)}`;
  const newWhen =
    state.date && state.slot
      ? `${longDate(lang, state.date)}, ${clockTime(lang, state.slot.start_time)}`
      : '';
  const diff = preview?.price_difference ?? 0;
  // a paid deposit stays as it was: the difference is settled at the salon (docs/payments.md)
  const depositKept = b.payment_state === 'paid' && b.protection === 'deposit';
  const payFirst = b.payment_state === 'paid' && !depositKept && diff > 0;
  const newTotal = preview?.new_total ?? 0;
  const confirmLabel = payFirst
    ? t('reschedule.payAndMove', { amount: money(diff, currency) })
    : t('reschedule.confirm');

  return (
    <section aria-labelledby="reschedule-title">
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon size={18} />
        {t('reschedule.back')}
      </button>
      <h2 id="reschedule-title" className={styles.cardTitle}>
        {t('reschedule.title')}
      </h2>
      <p>{t('reschedule.lead')}</p>
      <div className={styles.stylistPick}>
        <span>
          {t('detail.stylist')}: <strong>{state.stylist?.full_name}</strong>
        </span>
        <Button variant="secondary" onClick={() => setPicking((p) => !p)} aria-expanded={picking}>
          {t('reschedule.change')}
        </Button>
      </div>
      {picking ? (
        <StylistStep
          state={state}
          dispatch={dispatch}
          currency={currency}
          onChangeServices={onBack}
          onChangeTime={() => setPicking(false)}
        />
      ) : (
        <DateTimeStep state={state} dispatch={dispatch} timeZone={salon?.time_zone} />
      )}
      <div className={styles.sticky}>
        <Button
          block
          size="lg"
          disabled={!state.slot || picking}
          busy={busy && !preview}
          onClick={() => void review()}
        >
          {t('reschedule.review')}
        </Button>
      </div>
      <Modal
        open={!!preview}
        title={t('reschedule.confirmTitle')}
        onClose={busy ? () => {} : () => setPreview(null)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={busy}>
              {t('reschedule.back')}
            </Button>
            <Button onClick={() => void confirm()} busy={busy}>
              {busy ? t(payFirst ? 'reschedule.toPayment' : 'reschedule.moving') : confirmLabel}
            </Button>
          </>
        }
      >
        <div className={styles.compare}>
          <p className={styles.compareCell}>
            <span className={styles.compareLabel}>{t('reschedule.old')}</span>
            <span className={styles.compareOld}>{oldWhen}</span>
            <br />
            {b.stylist_name}
          </p>
          <p className={`${styles.compareCell} ${styles.compareNew}`} data-testid="reschedule-new">
            <span className={styles.compareLabel}>{t('reschedule.new')}</span>
            <strong>{newWhen}</strong>
            <br />
            {state.stylist?.full_name}
          </p>
        </div>
        <p data-testid="reschedule-price">
          {diff === 0
            ? t('reschedule.same')
            : depositKept && newTotal >= b.deposit_amount
              ? t(diff < 0 ? 'reschedule.cheaperAtSalon' : 'reschedule.dearerAtSalon', {
                  amount: money(Math.abs(diff), currency),
                })
              : diff < 0
                ? t('reschedule.cheaper', { amount: money(-diff, currency) })
                : payFirst
                  ? t('reschedule.dearerPaid', { amount: money(diff, currency) })
                  : t('reschedule.dearerUnpaid', { amount: money(diff, currency) })}
        </p>
        {preview && diff !== 0 ? (
          <p className={styles.total}>
            <span>{t('reschedule.newTotal')}</span>
            <span className={styles.amount}>{money(preview.new_total, currency)}</span>
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
