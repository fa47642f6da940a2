import styles from './table.module.css';

/** Yes/No as a word with a symbol, never colour alone. */
export function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <span className={value ? styles.yes : styles.no}>
      <span aria-hidden="true">{value ? '●' : '○'}</span>
      {value ? yes : no}
    </span>
  );
}
