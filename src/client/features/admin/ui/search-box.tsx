import { useId } from 'react';
import styles from './search-box.module.css';

/** A search field with a large clear button; the list reacts as you type (debounced by the caller). */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}) {
  const id = useId();
  return (
    <div className={styles.box}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.icon} aria-hidden="true">
        ⌕
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      {value ? (
        <button type="button" className={styles.clear} onClick={() => onChange('')} aria-label={clearLabel}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
