/** Add / edit a promo code (Super Admin), checked with the call's own schema before it is sent. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '#shared/contract/promotions';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { langOf, localized } from '../../../components/format';
import { serverFieldErrors, useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { FormModal } from '../ui/form-modal';
import { useFormValues } from '../ui/use-form-values';
import { type PromotionValues, promotionBody, promotionErrors, promotionValues } from './promotion-form';
import styles from './promotions.module.css';

type Props = { open: boolean; promotion: Promotion | null; onClose: () => void };

export function PromotionFormModal({ open, promotion, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const queryClient = useQueryClient();
  const services = useQuery({
    queryKey: adminKeys.servicesAll,
    queryFn: () => adminCall('servicesAll'),
    enabled: open,
  });
  const {
    values: v,
    set,
    errors,
    setErrors,
  } = useFormValues<Promotion, PromotionValues, 'percent_off' | 'amount_off'>(
    open,
    promotion,
    promotionValues,
  );
  const creating = promotion === null;
  const mutation = useMutation({
    mutationFn: () => {
      const body = promotionBody(v, promotion?.id ?? null);
      return 'id' in body ? adminCall('promotionsUpdate', body) : adminCall('promotionsAdd', body);
    },
    onSuccess: () => {
      onClose();
      toast.success(creating ? t('promotions.created') : t('promotions.updated'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.promotions });
    },
    onError: (e) => {
      const found = serverFieldErrors(e);
      const { percent_off, amount_off, ...rest } = found;
      setErrors({ ...rest, ...(percent_off || amount_off ? { value: percent_off ?? amount_off } : {}) });
      toast.error(errorText(e, t('promotions.saveFailed')));
    },
  });
  const text = useFieldText();
  const toggleService = (id: number, on: boolean) =>
    set('service_ids', on ? [...v.service_ids, id] : v.service_ids.filter((s) => s !== id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = promotionErrors(v, promotion?.id ?? null);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  return (
    <FormModal
      open={open}
      title={creating ? t('promotions.addTitle') : t('promotions.editTitle')}
      subtitle={promotion?.code}
      formId="promotion-form"
      onSubmit={submit}
      creating={creating}
      saving={mutation.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('promotions.code')}
        value={v.code}
        onChange={(e) => set('code', e.target.value.toUpperCase())}
        error={text(errors.code)}
        hint={t('promotions.codeHint')}
        required
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('promotions.kind')}
          value={v.kind}
          onChange={(e) => set('kind', e.target.value as PromotionValues['kind'])}
        >
          <option value="percent">{t('promotions.kindPercent')}</option>
          <option value="amount">{t('promotions.kindAmount')}</option>
        </SelectField>
        <TextField
          label={v.kind === 'percent' ? t('promotions.percent') : t('promotions.amount')}
          type="number"
          inputMode="decimal"
          min={v.kind === 'percent' ? 1 : 0.01}
          max={v.kind === 'percent' ? 100 : undefined}
          step={v.kind === 'percent' ? 1 : 0.01}
          value={v.value}
          onChange={(e) => set('value', e.target.value)}
          error={text(errors.value)}
          required
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('promotions.validFrom')}
          type="date"
          value={v.valid_from}
          onChange={(e) => set('valid_from', e.target.value)}
          error={text(errors.valid_from)}
          hint={t('promotions.dateHint')}
        />
        <TextField
          label={t('promotions.validTo')}
          type="date"
          value={v.valid_to}
          onChange={(e) => set('valid_to', e.target.value)}
          error={text(errors.valid_to)}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('promotions.usesPerCustomer')}
          type="number"
          inputMode="numeric"
          min={1}
          value={v.uses_per_customer}
          onChange={(e) => set('uses_per_customer', e.target.value)}
          error={text(errors.uses_per_customer)}
          hint={t('promotions.limitHint')}
        />
        <TextField
          label={t('promotions.maxUses')}
          type="number"
          inputMode="numeric"
          min={1}
          value={v.max_uses}
          onChange={(e) => set('max_uses', e.target.value)}
          error={text(errors.max_uses)}
          hint={t('promotions.limitHint')}
        />
      </div>
      <Checkbox
        label={t('promotions.firstVisitOnly')}
        checked={v.first_visit_only}
        onChange={(e) => set('first_visit_only', e.target.checked)}
      />
      <fieldset className={styles.services}>
        <legend>{t('promotions.servicesLegend')}</legend>
        <p className={styles.hint}>{t('promotions.servicesHint')}</p>
        <div className={styles.serviceList}>
          {(services.data ?? []).map((s) => (
            <Checkbox
              key={s.id}
              label={localized(lang, s.name, s.name_zh)}
              checked={v.service_ids.includes(s.id)}
              onChange={(e) => toggleService(s.id, e.target.checked)}
            />
          ))}
        </div>
        {text(errors.service_ids) ? <p className={styles.danger}>{text(errors.service_ids)}</p> : null}
      </fieldset>
    </FormModal>
  );
}
