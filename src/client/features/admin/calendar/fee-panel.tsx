/**
 * A booking's deposit and fees on the desk's details sheet: the deposit, what is due at the salon,
 * a late-cancellation or no-show fee with its state (and who waived it, and why). A fee held for
 * the desk is charged or waived here (a waive asks why); what the client paid at the counter is
 * recorded here too, cash or card, so the day's takings add up in the reports.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import styles from './calendar.module.css';
import { DetailRow } from './detail-row';
import fd from './front-desk.module.css';

export function FeePanel({
  booking: b,
  readOnly,
}: {
  booking: CalendarBooking;
  readOnly?: boolean | undefined;
}) {
  const { t } = useTranslation('admin');
  const { money } = useSalon();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [waiving, setWaiving] = useState(false);
  const [amount, setAmount] = useState(String(b.balance_due));
  const [method, setMethod] = useState<'cash' | 'card'>('cash');
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
    ]);
  const decide = useMutation({
    mutationFn: (what: 'charge' | 'waive') =>
      what === 'charge'
        ? adminCallWithMessage('feesCharge', { booking_id: b.id })
        : adminCallWithMessage('feesWaive', { booking_id: b.id, reason }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setWaiving(false);
      await refresh();
    },
    onError: (e) => toast.error(errorText(e, t('fees.failed'))),
  });
  const record = useMutation({
    mutationFn: () =>
      adminCallWithMessage('balancePaid', { booking_id: b.id, amount: Number(amount), method }),
    onSuccess: async () => {
      toast.success(t('fees.recorded'));
      await refresh();
    },
    onError: (e) => toast.error(errorText(e, t('fees.failed'))),
  });
  const guarded = b.protection !== 'none';
  const hasFee = b.fee_state !== 'none';
  const canRecord =
    !readOnly && (b.status === 'confirmed' || b.status === 'completed') && b.balance_paid_amount === null;
  if (!guarded && !hasFee && !canRecord && b.balance_paid_amount === null) return null;
  return (
    <section className={fd.feePanel} aria-label={t('fees.title')} data-testid="fee-panel">
      <dl className={styles.detailList}>
        {b.deposit_amount > 0 ? (
          <DetailRow label={t('fees.deposit')}>{money(b.deposit_amount)}</DetailRow>
        ) : null}
        {/* a client who cancelled or never came owes the fee, not the visit */}
        {b.status !== 'cancelled' && b.status !== 'no_show' ? (
          <DetailRow label={t('fees.balanceDue')}>
            <span data-testid="balance-due">{money(b.balance_due)}</span>
          </DetailRow>
        ) : null}
        {hasFee ? (
          <DetailRow label={`${t('fees.fee')}${b.fee_kind ? ` (${t(`fees.reason.${b.fee_kind}`)})` : ''}`}>
            <span data-testid="fee-state" data-state={b.fee_state}>
              {t('fees.feeOf', { amount: money(b.fee_amount), state: t(`fees.states.${b.fee_state}`) })}
            </span>
            {b.fee_state === 'waived' && b.fee_waive_reason ? (
              <span className={fd.muted}>
                {' · '}
                {t('fees.waivedBy', { name: b.fee_decided_by ?? '', reason: b.fee_waive_reason })}
              </span>
            ) : null}
          </DetailRow>
        ) : null}
        {b.balance_paid_amount !== null ? (
          <DetailRow label={t('fees.balancePaid')}>
            {t('fees.balancePaidOf', {
              amount: money(b.balance_paid_amount),
              method: t(`fees.methods.${b.balance_paid_method === 'card' ? 'card' : 'cash'}`),
            })}
          </DetailRow>
        ) : null}
      </dl>
      {b.fee_state === 'held' && !readOnly ? (
        waiving ? (
          <div className={fd.feeActions}>
            <TextField
              label={t('fees.waiveReason')}
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              variant="secondary"
              disabled={!reason.trim()}
              busy={decide.isPending}
              onClick={() => decide.mutate('waive')}
            >
              {t('fees.waive')}
            </Button>
          </div>
        ) : (
          <div className={fd.feeActions}>
            <Button busy={decide.isPending} onClick={() => decide.mutate('charge')}>
              {t('fees.charge')}
            </Button>
            <Button variant="secondary" onClick={() => setWaiving(true)}>
              {t('fees.waive')}
            </Button>
          </div>
        )
      ) : null}
      {canRecord ? (
        <div className={fd.feeActions}>
          <TextField
            label={t('fees.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <SelectField
            label={t('fees.method')}
            value={method}
            onChange={(e) => setMethod(e.target.value === 'card' ? 'card' : 'cash')}
          >
            <option value="cash">{t('fees.methods.cash')}</option>
            <option value="card">{t('fees.methods.card')}</option>
          </SelectField>
          <Button variant="secondary" busy={record.isPending} onClick={() => record.mutate()}>
            {t('fees.record')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
