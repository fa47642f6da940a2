import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import type { BookingStatus } from '#shared/enums';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { BOOKING_STATUSES } from '../lib/constants';
import { filtersProblem, type ReportFilters } from './report-filters';
import styles from './reports.module.css';

/** From, To, Stylist (All Stylists = 0), Status, Search, Apply Filters: nothing applies until Apply. */
export function FiltersForm({
  initial,
  stylists,
  onApply,
}: {
  initial: ReportFilters;
  stylists: readonly Stylist[];
  onApply: (f: ReportFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [f, setF] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof ReportFilters>(k: K, v: ReportFilters[K]) =>
    setF((old) => ({ ...old, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = filtersProblem(f);
    setProblem(p ? t(`reports.${p}`) : null);
    if (!p) onApply(f);
  };
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('reports.filters')}>
      <TextField
        label={t('reports.from')}
        type="date"
        value={f.from}
        onChange={(e) => set('from', e.target.value)}
        error={problem && !f.from ? problem : null}
      />
      <TextField
        label={t('reports.to')}
        type="date"
        value={f.to}
        onChange={(e) => set('to', e.target.value)}
        error={problem && f.from ? problem : null}
      />
      <SelectField
        label={t('reports.stylist')}
        value={f.stylistId}
        onChange={(e) => set('stylistId', Number(e.target.value))}
      >
        <option value={0}>{t('reports.allStylists')}</option>
        {stylists.map((s) => (
          <option key={s.id} value={s.id}>
            {s.full_name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('reports.status')}
        value={f.status}
        onChange={(e) => set('status', e.target.value as BookingStatus | '')}
      >
        <option value="">{t('reports.all')}</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {tc(`status.${s}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('reports.search')}
        type="search"
        placeholder={t('reports.searchPlaceholder')}
        value={f.search}
        onChange={(e) => set('search', e.target.value)}
        enterKeyHint="search"
      />
      <div className={styles.applyCell}>
        <Button type="submit" block>
          {t('reports.apply')}
        </Button>
      </div>
    </form>
  );
}
