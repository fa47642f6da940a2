/** The salon's closures in Settings → Hours: a date or a range, each with its reason. */
import { useTranslation } from 'react-i18next';
import type { Closure } from '#shared/contract/salon-hours';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import styles from './hours.module.css';

type Props = {
  closures: Closure[];
  today: string;
  onChange: (closures: Closure[]) => void;
};

export function ClosuresEditor({ closures, today, onChange }: Props) {
  const { t } = useTranslation('admin');
  const put = (i: number, next: Partial<Closure>) =>
    onChange(closures.map((c, k) => (k === i ? { ...c, ...next } : c)));
  return (
    <div>
      {closures.length === 0 ? <p className={styles.none}>{t('hours.noClosures')}</p> : null}
      {closures.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: closures have no id; a row is its place in the list
        <div key={i} className={styles.closureRow}>
          <TextField
            label={t('hours.from')}
            type="date"
            value={c.from_date}
            onChange={(e) =>
              put(i, {
                from_date: e.target.value,
                to_date: c.to_date < e.target.value ? e.target.value : c.to_date,
              })
            }
          />
          <TextField
            label={t('hours.to')}
            type="date"
            value={c.to_date}
            min={c.from_date}
            onChange={(e) => put(i, { to_date: e.target.value })}
          />
          <TextField
            label={t('hours.reason')}
            value={c.reason}
            maxLength={100}
            placeholder={t('hours.reasonPlaceholder')}
            onChange={(e) => put(i, { reason: e.target.value })}
          />
          <Button variant="ghost" onClick={() => onChange(closures.filter((_, k) => k !== i))}>
            {t('hours.remove')}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() => onChange([...closures, { from_date: today, to_date: today, reason: '' }])}
      >
        {t('hours.addClosure')}
      </Button>
    </div>
  );
}
