/**
 * The new password and its repetition, as every form that chooses a password asks for them
 * (registration, the reset page, changing one's own, a Super Admin setting a staff member's).
 * Checked by the form's schema (account-schemas.ts); errors arrive as field problems.
 */
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { type FieldError, useFieldText } from '../../lib/form-check';

type Field = 'password' | 'new_password' | 'confirm_password';

type Props = {
  /** The chosen password's field name in the form (`password` or `new_password`). */
  name: 'password' | 'new_password';
  /** The form (use-checked-form.ts) the two fields belong to. */
  form: {
    values: { confirm_password: string } & Partial<Record<'password' | 'new_password', string>>;
    errors: Partial<Record<Field, FieldError>>;
    set: (field: never, value: never) => void;
  };
  /** Registration's own labels ("Password", "Confirm password"); the others say "New password". */
  label?: string;
  confirmLabel?: string;
  hint?: string;
  /** The shortest password the account may choose, when the form knows whose account it is. */
  min?: number;
};

export function NewPasswordFields({ name, form, label, confirmLabel, hint, min }: Props) {
  const { values, errors } = form;
  const onChange = form.set as (field: Field, value: string) => void;
  const { t } = useTranslation();
  const text = useFieldText();
  return (
    <>
      <TextField
        label={label ?? t('accounts.new')}
        name={name}
        type="password"
        autoComplete="new-password"
        value={values[name] ?? ''}
        onChange={(e) => onChange(name, e.target.value)}
        error={text(errors[name])}
        hint={hint ?? (min ? t('accounts.newHint', { min }) : t('accounts.resetHint'))}
        required
      />
      <TextField
        label={confirmLabel ?? t('accounts.confirm')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(e) => onChange('confirm_password', e.target.value)}
        error={text(errors.confirm_password)}
        required
      />
    </>
  );
}
