import styles from './spinner.module.css';

/** A small busy indicator; give it a label when it stands alone. */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  if (!label)
    return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <span role="status" className={styles.spinner} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
