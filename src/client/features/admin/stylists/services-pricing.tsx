/**
 * The services-and-pricing checklist: tick a service to offer it; a ticked service shows its price
 * for this stylist (step 0.01, min 0) beside the service's default price, and the stylist's own length
 * of it (a junior takes longer; empty for the service's own).
 */
import { useTranslation } from 'react-i18next';
import type { Service } from '#shared/contract/catalogue';
import { useSalon } from '../lib/use-salon';
import styles from './stylists.module.css';

type Props = {
  services: readonly Service[];
  prices: Map<number, string>;
  onChange: (prices: Map<number, string>) => void;
  minutes: Map<number, string>;
  onMinutesChange: (minutes: Map<number, string>) => void;
  /** The message for a length the rule refuses. */
  minutesError?: string | null | undefined;
};

export function ServicesPricing({
  services,
  prices,
  onChange,
  minutes,
  onMinutesChange,
  minutesError,
}: Props) {
  const { t, i18n } = useTranslation('admin');
  const { money, currency } = useSalon();
  const toggle = (s: Service, on: boolean) => {
    const next = new Map(prices);
    if (on) next.set(s.id, s.price.toFixed(2));
    else next.delete(s.id);
    onChange(next);
  };
  const name = (s: Service) => (i18n.language.startsWith('zh') && s.name_zh ? s.name_zh : s.name);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('stylists.form.servicesTitle')}</legend>
      <p className={styles.sectionHint}>{t('stylists.form.servicesHint')}</p>
      {services.length === 0 ? <p className={styles.sectionHint}>{t('stylists.form.noServices')}</p> : null}
      {minutesError ? (
        <p className={styles.minutesError} role="alert">
          {minutesError}
        </p>
      ) : null}
      <ul className={styles.serviceList}>
        {services.map((s) => {
          const checked = prices.has(s.id);
          return (
            <li key={s.id} className={`${styles.serviceRow} ${checked ? styles.serviceOn : ''}`}>
              <label className={styles.serviceCheck}>
                <input type="checkbox" checked={checked} onChange={(e) => toggle(s, e.target.checked)} />
                <span className={styles.serviceName}>
                  {name(s)}
                  <span className={styles.serviceMeta}>
                    {t('stylists.form.defaultPrice', { price: money(s.price) })} ·{' '}
                    {t('common.mins', { count: s.duration_minutes })}
                    {s.is_active ? '' : ` · ${t('common.inactive')}`}
                  </span>
                </span>
              </label>
              {checked ? (
                <span className={styles.priceWrap}>
                  <span aria-hidden="true">{currency}</span>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    className={styles.priceInput}
                    aria-label={t('stylists.form.price', { service: name(s) })}
                    value={prices.get(s.id) ?? ''}
                    onChange={(e) => onChange(new Map(prices).set(s.id, e.target.value))}
                  />
                  <input
                    type="number"
                    inputMode="numeric"
                    min={5}
                    max={600}
                    step={5}
                    className={styles.minutesInput}
                    placeholder={String(s.duration_minutes)}
                    aria-label={t('stylists.form.minutes', { service: name(s) })}
                    title={t('stylists.form.minutesHint')}
                    value={minutes.get(s.id) ?? ''}
                    onChange={(e) => onMinutesChange(new Map(minutes).set(s.id, e.target.value))}
                  />
                  <span aria-hidden="true">{t('stylists.form.minutesUnit')}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
