import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'lg';
  block?: boolean;
  busy?: boolean;
  icon?: ReactNode;
};

/** The one button. `busy` shows a spinner and blocks a second tap. */
export function Button({
  variant = 'primary',
  size = 'md',
  block,
  busy,
  icon,
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: Props) {
  const cls = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? ''].join(
    ' ',
  );
  return (
    <button type={type} className={cls} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner size={18} /> : icon}
      {children}
    </button>
  );
}
