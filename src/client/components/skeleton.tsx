import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A grey placeholder block while content loads; hidden from screen readers (the page says "Loading"). */
export function Skeleton({
  width,
  height = 16,
  radius,
  onDark,
  style,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  onDark?: boolean;
  style?: CSSProperties;
}) {
  return (
    <span
      className={`${styles.skeleton} ${onDark ? styles.onDark : ''}`}
      style={{ width: width ?? '100%', height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}
