/**
 * Who a staff booking is for: find an existing client (by name, phone or email) or type a new one
 * (name and phone required, email optional).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/field';
import { adminCall } from '../lib/admin-api';
import { useDebounced } from '../lib/use-debounced';
import styles from './front-desk.module.css';

export type ClientChoice =
  | { mode: 'existing'; id: number; name: string; search: string; email?: string }
  | { mode: 'find'; search: string }
  | { mode: 'new'; name: string; phone: string; email: string };

export function ClientPicker({
  value,
  onChange,
}: {
  value: ClientChoice;
  onChange: (v: ClientChoice) => void;
}) {
  const { t } = useTranslation('admin');
  const search = value.mode === 'new' ? '' : value.search;
  const debounced = useDebounced(search, 250);
  const results = useQuery({
    queryKey: ['admin', 'clients', 'pick', debounced],
    queryFn: () => adminCall('clientsList', { search_text: debounced, page_number: 1, page_size: 6 }),
    enabled: value.mode !== 'new' && debounced.trim().length >= 2,
  });
  if (value.mode === 'new')
    return (
      <fieldset className={styles.choices}>
        <legend>{t('frontDesk.create.newClient')}</legend>
        <div className={styles.twoCols}>
          <TextField
            label={t('frontDesk.create.name')}
            value={value.name}
            required
            autoComplete="off"
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
          <TextField
            label={t('frontDesk.create.phone')}
            value={value.phone}
            required
            inputMode="tel"
            autoComplete="off"
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
          />
        </div>
        <TextField
          label={t('frontDesk.create.emailOptional')}
          type="email"
          value={value.email}
          autoComplete="off"
          onChange={(e) => onChange({ ...value, email: e.target.value })}
        />
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onChange({ mode: 'find', search: '' })}
        >
          {t('frontDesk.create.findInstead')}
        </button>
      </fieldset>
    );
  return (
    <fieldset className={styles.choices}>
      <legend>{t('frontDesk.create.client')}</legend>
      <TextField
        label={t('frontDesk.create.findClient')}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(e) => onChange({ mode: 'find', search: e.target.value })}
      />
      {results.data?.clients.length ? (
        <ul className={styles.results} aria-label={t('frontDesk.create.matches')}>
          {results.data.clients.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={styles.resultButton}
                aria-pressed={value.mode === 'existing' && value.id === c.id}
                onClick={() =>
                  onChange({ mode: 'existing', id: c.id, name: c.full_name, search, email: c.email })
                }
              >
                <strong>{c.full_name}</strong>
                <span className={styles.choiceSub}>
                  {[c.phone_number, c.email].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : debounced.trim().length >= 2 && results.isSuccess ? (
        <p className={styles.muted}>{t('frontDesk.create.noMatch')}</p>
      ) : null}
      {value.mode === 'existing' ? (
        <p className={styles.muted} aria-live="polite">
          {t('frontDesk.create.chosen', { name: value.name })}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => onChange({ mode: 'new', name: search, phone: '', email: '' })}
      >
        {t('frontDesk.create.addNew')}
      </button>
    </fieldset>
  );
}
