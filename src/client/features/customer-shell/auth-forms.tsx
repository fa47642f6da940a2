/**
 * The sign-in and registration forms of the dialog, each with its rules (auth-rules.ts): field
 * errors beside their fields, cleared as soon as the field is edited; a server failure (with the
 * spec's fallbacks) inside the dialog above the fields, announced as an alert. Never a toast: the
 * dialog's backdrop would dim it.
 */
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { digitsOnly, type FieldError, serverFieldErrors } from '../../components/field-rules';
import { ApiCallError, call } from '../../lib/api';
import linkStyles from '../accounts/accounts.module.css';
import { ForgotPasswordLink } from '../accounts/forgot-password-dialog';
import styles from './auth-dialog.module.css';
import {
  emptyLogin,
  emptyRegister,
  type LoginForm,
  type RegisterForm,
  validateLogin,
  validateRegister,
} from './auth-rules';
import { signedIn } from './customer-session';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export type FieldsProps = { formId: string; setBusy: (b: boolean) => void; onDone: () => void };

function useErrorText() {
  const { t } = useTranslation();
  return (e: FieldError | string | undefined) =>
    !e ? null : e in ERROR_KEYS ? t(`errors.${e as FieldError}`) : e;
}

const ERROR_KEYS: Record<FieldError, true> = {
  required: true,
  invalidFormat: true,
  phoneMin: true,
  invalidPhone: true,
  passwordMin: true,
  passwordsMismatch: true,
  usernameFormat: true,
};

/**
 * The server's refusal, inside the form, where the customer is looking. The alert is on the page
 * (empty) from the form's first render: text written into a live region that already exists is
 * announced, one that arrives together with its text often is not.
 */
function FormError({ text }: { text: string | null }) {
  return (
    <p role="alert" aria-live="assertive" className={text ? styles.formError : 'visually-hidden'}>
      {text}
    </p>
  );
}

/** A form's values, field errors and failure; editing a field clears its error and the failure. */
function useAuthForm<F extends Record<string, string>, E>(
  empty: F,
  clean?: (k: keyof F, v: string) => string,
) {
  const [form, setForm] = useState<F>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof F, E>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (k: keyof F) => (e: { target: { value: string } }) => {
    const value = clean ? clean(k, e.target.value) : e.target.value;
    setForm((f) => ({ ...f, [k]: value }));
    setErrors((all) => {
      if (!(k in all)) return all;
      const { [k]: _, ...rest } = all;
      return rest as Partial<Record<keyof F, E>>;
    });
    setFailure(null);
  };
  return { form, errors, setErrors, failure, setFailure, set };
}

function failureText(e: unknown, fallback: string): string {
  if (e instanceof ApiCallError)
    return e.message && e.message !== 'API request failed' ? e.message : fallback;
  return fallback;
}

export function LoginFields({ formId, setBusy, onDone }: FieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, errors, setErrors, failure, setFailure, set } = useAuthForm<LoginForm, FieldError>(
    emptyLogin,
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const session = await call('login', { username: form.username.trim(), password: form.password });
      signedIn(session);
      toast.success(t('auth.welcome', { name: session.full_name }));
      onDone();
    } catch (err) {
      setFailure(failureText(err, t('auth.loginFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form id={formId} onSubmit={submit} noValidate>
        <FormError text={failure} />
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={form.username}
          onChange={set('username')}
          error={errorText(errors.username)}
          required
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={set('password')}
          error={errorText(errors.password)}
          required
        />
      </form>
      <ForgotPasswordLink className={linkStyles.linkButton} />
    </>
  );
}

export function RegisterFields({ formId, setBusy, onDone }: FieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, errors, setErrors, failure, setFailure, set } = useAuthForm<
    RegisterForm,
    FieldError | string
  >(emptyRegister, (k, v) => (k === 'phone_number' ? digitsOnly(v) : v));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateRegister(form, localToday());
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { confirm_password: _, ...rest } = form;
      const session = await call('register', {
        ...rest,
        full_name: form.full_name.trim(),
        username: form.username.trim(),
        email: form.email.trim(),
        gender: Number(form.gender) as 1 | 2 | 3,
      });
      signedIn(session);
      toast.success(t('auth.registered', { name: session.full_name }));
      onDone();
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 400) {
        const { fields } = serverFieldErrors(err.errors);
        setErrors(fields as Partial<Record<keyof RegisterForm, string>>);
      }
      setFailure(failureText(err, t('auth.registerFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <FormError text={failure} />
      <TextField
        label={t('auth.fullName')}
        name="full_name"
        autoComplete="name"
        value={form.full_name}
        onChange={set('full_name')}
        error={errorText(errors.full_name)}
        required
      />
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={form.username}
        onChange={set('username')}
        error={errorText(errors.username)}
        required
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onChange={set('email')}
        error={errorText(errors.email)}
        required
      />
      <TextField
        label={t('auth.phone')}
        name="phone_number"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        value={form.phone_number}
        onChange={set('phone_number')}
        error={errorText(errors.phone_number)}
        hint={t('auth.phoneHint')}
        required
      />
      <div className={styles.row}>
        <SelectField
          label={t('auth.gender')}
          name="gender"
          value={form.gender}
          onChange={set('gender')}
          error={errorText(errors.gender)}
        >
          <option value="1">{t('auth.genderMale')}</option>
          <option value="2">{t('auth.genderFemale')}</option>
          <option value="3">{t('auth.genderOther')}</option>
        </SelectField>
        <TextField
          label={t('auth.dateOfBirth')}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          max={localToday()}
          value={form.date_of_birth}
          onChange={set('date_of_birth')}
          error={errorText(errors.date_of_birth)}
          required
        />
      </div>
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errorText(errors.password)}
        hint={t('auth.passwordHint')}
        required
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={form.confirm_password}
        onChange={set('confirm_password')}
        error={errorText(errors.confirm_password)}
        required
      />
    </form>
  );
}
