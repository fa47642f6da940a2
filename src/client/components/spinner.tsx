import styles from './spinner.module.css';

/** A small busy indicator; give it a label when it stands alone. */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
  );
}
