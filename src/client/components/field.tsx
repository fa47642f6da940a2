/**
 * Labelled form fields with their error text tied to the input (aria-describedby), so a screen
 * reader reads the problem with the field.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './field.module.css';

type Common = { label: ReactNode; error?: string | null; hint?: ReactNode };

function Wrap({ id, label, error, hint, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A control's id (its own, or one made for it) and the ARIA that ties its problem or hint to it. */
function useControl(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const auto = useId();
  const fid = id ?? auto;
  return {
    id: fid,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fid, error, hint),
  };
}

export function TextField({
  label,
  error,
  hint,
  id,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrap id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={styles.input} {...rest} />
    </Wrap>
  );
}

export function TextArea({
  label,
  error,
  hint,
  id,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrap id={control.id} label={label} error={error} hint={hint}>
      <textarea {...control} className={`${styles.input} ${styles.textarea}`} {...rest} />
    </Wrap>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useControl(id, error, hint);
  return (
    <Wrap id={control.id} label={label} error={error} hint={hint}>
      <select {...control} className={`${styles.input} ${styles.select}`} {...rest}>
        {children}
      </select>
    </Wrap>
  );
}

export function Checkbox({
  label,
  id,
  ...rest
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <label htmlFor={fid} className={styles.checkbox}>
      <input id={fid} type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
