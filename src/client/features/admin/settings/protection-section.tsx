/**
 * No-show protection in Settings (Super Admin): what a booking asks up front (nothing, a card kept
 * on file, a deposit or the whole price), the late-cancellation and no-show fees with presets, who
 * it applies to, whether fees are charged at once or held for the desk, and the smallest booking
 * it applies to. Checked with the shared schema; each booking keeps the policy it was made under.
 */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import type { ProtectionPolicySettings } from '#shared/contract/protection';
import {
  APPLIES_TO,
  FEE_CHARGING,
  FEE_PRESETS,
  type FeePreset,
  PROTECTION_KINDS,
  presetOf,
} from '#shared/domain/protection';
import { SelectField, TextField } from '../../../components/field';
import { type FormErrors, useFieldText } from '../../../lib/form-check';
import pageStyles from '../ui/page.module.css';
import styles from './settings.module.css';

type Props = {
  v: SalonProfile;
  errors: FormErrors<keyof ProtectionPolicySettings>;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

const PRESETS = Object.keys(FEE_PRESETS) as FeePreset[];

export function ProtectionSection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  const byFixed = v.deposit_percent === null && v.deposit_fixed !== null;
  const preset = presetOf(v);
  const guarded = v.protection !== 'none';
  const percent = (key: 'late_cancel_fee_percent' | 'no_show_fee_percent', label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={100}
      value={v[key]}
      onChange={(e) => set(key, Number(e.target.value))}
      error={text(errors[key])}
    />
  );
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('protection.title')}</h2>
      <p className={pageStyles.note}>{t('protection.note')}</p>
      <div className={styles.pair}>
        <SelectField
          label={t('protection.kind')}
          value={v.protection}
          onChange={(e) => set('protection', e.target.value as SalonProfile['protection'])}
        >
          {PROTECTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`protection.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        {v.protection === 'deposit' ? (
          <div className={styles.inline}>
            <SelectField
              label={t('protection.depositBy')}
              value={byFixed ? 'fixed' : 'percent'}
              onChange={(e) => {
                if (e.target.value === 'fixed') {
                  set('deposit_percent', null);
                  set('deposit_fixed', v.deposit_fixed ?? 20);
                } else {
                  set('deposit_fixed', null);
                  set('deposit_percent', v.deposit_percent ?? 30);
                }
              }}
            >
              <option value="percent">{t('protection.depositPercent')}</option>
              <option value="fixed">{t('protection.depositFixed')}</option>
            </SelectField>
            {byFixed ? (
              <TextField
                label={t('protection.depositAmount')}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={v.deposit_fixed ?? ''}
                onChange={(e) => set('deposit_fixed', e.target.value === '' ? null : Number(e.target.value))}
                error={text(errors.deposit_fixed)}
              />
            ) : (
              <TextField
                label={t('protection.depositPercentLabel')}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={v.deposit_percent ?? ''}
                onChange={(e) =>
                  set('deposit_percent', e.target.value === '' ? null : Number(e.target.value))
                }
                error={text(errors.deposit_percent)}
              />
            )}
          </div>
        ) : null}
      </div>
      {guarded ? (
        <>
          <fieldset className={styles.presets}>
            <legend>{t('protection.presets')}</legend>
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                className={styles.preset}
                aria-pressed={preset === p}
                onClick={() => {
                  set('late_cancel_fee_percent', FEE_PRESETS[p].late_cancel_fee_percent);
                  set('no_show_fee_percent', FEE_PRESETS[p].no_show_fee_percent);
                }}
              >
                <strong>{t(`protection.preset.${p}`)}</strong>
                <span>
                  {t('protection.presetFees', {
                    late: FEE_PRESETS[p].late_cancel_fee_percent,
                    noShow: FEE_PRESETS[p].no_show_fee_percent,
                  })}
                </span>
              </button>
            ))}
          </fieldset>
          <div className={styles.pair}>
            {percent('late_cancel_fee_percent', t('protection.lateFee'))}
            {percent('no_show_fee_percent', t('protection.noShowFee'))}
            <SelectField
              label={t('protection.appliesTo')}
              value={v.applies_to}
              onChange={(e) => set('applies_to', e.target.value as SalonProfile['applies_to'])}
            >
              {APPLIES_TO.map((a) => (
                <option key={a} value={a}>
                  {t(`protection.applies.${a}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('protection.charging')}
              value={v.fee_charging}
              onChange={(e) => set('fee_charging', e.target.value as SalonProfile['fee_charging'])}
            >
              {FEE_CHARGING.map((c) => (
                <option key={c} value={c}>
                  {t(`protection.chargingKinds.${c}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('protection.minTotal')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={v.protection_min_total}
              onChange={(e) => set('protection_min_total', Number(e.target.value))}
              hint={t('protection.minTotalHint')}
              error={text(errors.protection_min_total)}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
