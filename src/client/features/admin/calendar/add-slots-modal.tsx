/**
 * Add Time Slots (docs/product.md §2): publish a stylist's bookable slots for a date range from their
 * hours and shifts. Checks in this order: a stylist ('Please select a stylist'), both dates
 * ('Please select a valid date range'), start not after end ('Start date cannot be after end date').
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { addDaysIso, isValidIsoDate } from '#shared/salon-time';
import { SelectField, TextField } from '../../../components/field';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { FormModal } from '../ui/form-modal';

type Problem = { field: 'stylist' | 'from' | 'to'; text: string } | null;

/** The first problem with the form, in that order. */
export function slotsFormProblem(
  stylistId: number,
  from: string,
  to: string,
): 'needStylist' | 'needRange' | 'badOrder' | null {
  if (!stylistId) return 'needStylist';
  if (!isValidIsoDate(from) || !isValidIsoDate(to)) return 'needRange';
  if (from > to) return 'badOrder';
  return null;
}

type Props = {
  open: boolean;
  onClose: () => void;
  stylists: readonly Stylist[];
  startDate: string;
  presetStylist: number;
};

export function AddSlotsModal({ open, onClose, stylists, startDate, presetStylist }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [stylistId, setStylistId] = useState(presetStylist);
  const [from, setFrom] = useState(startDate);
  const [to, setTo] = useState(addDaysIso(startDate, 27));
  const [problem, setProblem] = useState<Problem>(null);
  useEffect(() => {
    if (!open) return;
    setStylistId(presetStylist);
    setFrom(startDate);
    setTo(addDaysIso(startDate, 27));
    setProblem(null);
  }, [open, presetStylist, startDate]);
  const mutation = useMutation({
    mutationFn: () => adminCall('generateSlots', { stylist_id: stylistId, from_date: from, to_date: to }),
    onSuccess: (data) => {
      toast.success(t('calendar.slots.addedCount', { count: data.created }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shifts'] });
      onClose();
    },
    onError: (e) => toast.error(errorText(e, t('calendar.slots.failed'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = slotsFormProblem(stylistId, from, to);
    if (p) {
      const field =
        p === 'needStylist' ? 'stylist' : p === 'badOrder' ? 'to' : !isValidIsoDate(from) ? 'from' : 'to';
      setProblem({ field, text: t(`calendar.slots.${p}`) });
      return;
    }
    setProblem(null);
    mutation.mutate();
  };
  const err = (field: 'stylist' | 'from' | 'to') => (problem?.field === field ? problem.text : null);
  return (
    <FormModal
      open={open}
      title={t('calendar.slots.title')}
      subtitle={t('calendar.slots.subtitle')}
      formId="add-slots-form"
      onSubmit={submit}
      submitLabel={t('calendar.slots.submit')}
      saving={mutation.isPending}
      onClose={onClose}
    >
      <SelectField
        label={t('calendar.slots.stylist')}
        value={stylistId}
        onChange={(e) => setStylistId(Number(e.target.value))}
        error={err('stylist')}
      >
        <option value={0}>{t('calendar.slots.selectStylist')}</option>
        {stylists.map((s) => (
          <option key={s.id} value={s.id}>
            {s.full_name}
          </option>
        ))}
      </SelectField>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          gap: '0 var(--space-4)',
        }}
      >
        <TextField
          label={t('calendar.slots.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={err('from')}
        />
        <TextField
          label={t('calendar.slots.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={err('to')}
        />
      </div>
    </FormModal>
  );
}
