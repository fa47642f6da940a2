/**
 * The sign-in and registration forms of the dialog, checked with the shared contract's schemas
 * (accounts/account-schemas.ts, loaded with the first check): field errors beside their fields,
 * each gone as soon as its field is edited; a server failure (with the fallbacks of docs/product.md §8) inside the
 * dialog above the fields, announced as an alert. Never a toast: the dialog's backdrop would dim it.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { ApiCallError, call } from '../../lib/api';
import { digitsOnly, lazySchema, useFieldText } from '../../lib/form-check';
import { toast } from '../../lib/toast';
import { useCheckedForm } from '../../lib/use-checked-form';
import linkStyles from '../accounts/accounts.module.css';
import { ForgotPasswordLink } from '../accounts/forgot-password-dialog';
import { NewPasswordFields } from '../accounts/new-password-fields';
import { type GenderChoice, genderOf, PersonalFields } from '../accounts/personal-fields';
import styles from './auth-dialog.module.css';
import { signedIn } from './customer-session';

const schemas = lazySchema(() => import('../accounts/account-schemas'));

const emptyLogin = { username: '', password: '' };
const emptyRegister = {
  full_name: '',
  username: '',
  email: '',
  phone_number: '',
  gender: '' as GenderChoice,
  date_of_birth: '',
  password: '',
  confirm_password: '',
};

export type FieldsProps = { formId: string; setBusy: (b: boolean) => void; onDone: () => void };

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

/** A checked form plus its failure line, which editing any field takes away. */
function useAuthForm<F extends object>(empty: F, schema: () => Promise<import('zod').ZodType>) {
  const form = useCheckedForm(empty, schema);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof F & string>(field: K, value: F[K]) => {
    form.set(field, value);
    setFailure(null);
  };
  /** An input's onChange for `field`. */
  const input =
    <K extends keyof F & string>(field: K) =>
    (e: { target: { value: string } }) =>
      set(field, e.target.value as F[K]);
  return { ...form, failure, setFailure, set, input };
}

/** The username field, the same on both forms. */
function UsernameField(props: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      required
      {...props}
    />
  );
}

function failureText(e: unknown, fallback: string): string {
  return e instanceof ApiCallError && e.hasMessage ? e.message : fallback;
}

export function LoginFields({ formId, setBusy, onDone }: FieldsProps) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useAuthForm(emptyLogin, () => schemas().then((m) => m.LoginForm));
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.setFailure(null);
    await form.submitOnce(async () => {
      setBusy(true);
      try {
        const session = await call('login', { username: values.username.trim(), password: values.password });
        signedIn(session);
        toast.success(t('auth.welcome', { name: session.full_name }));
        onDone();
      } catch (err) {
        form.setFailure(failureText(err, t('auth.loginFailed')));
      } finally {
        setBusy(false);
      }
    });
  }

  return (
    <>
      <form id={formId} onSubmit={submit} onFocus={() => void schemas()} noValidate>
        <FormError text={form.failure} />
        <UsernameField
          value={values.username}
          onChange={form.input('username')}
          error={text(form.errors.username)}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={form.input('password')}
          error={text(form.errors.password)}
          required
        />
      </form>
      <ForgotPasswordLink className={linkStyles.linkButton} />
    </>
  );
}

export function RegisterFields({ formId, setBusy, onDone }: FieldsProps) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useAuthForm(emptyRegister, () => schemas().then((m) => m.RegisterForm));
  const { values } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    form.setFailure(null);
    const { confirm_password: _, ...fields } = values;
    const body = {
      ...fields,
      full_name: values.full_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      gender: genderOf(values.gender),
    };
    await form.submitOnce(
      async () => {
        setBusy(true);
        try {
          const session = await call('register', body);
          signedIn(session);
          toast.success(t('auth.registered', { name: session.full_name }));
          onDone();
        } catch (err) {
          form.showServer(err);
          form.setFailure(failureText(err, t('auth.registerFailed')));
        } finally {
          setBusy(false);
        }
      },
      { input: { ...body, confirm_password: values.confirm_password } },
    );
  }

  return (
    <form id={formId} onSubmit={submit} onFocus={() => void schemas()} noValidate>
      <FormError text={form.failure} />
      <TextField
        label={t('auth.fullName')}
        name="full_name"
        autoComplete="name"
        value={values.full_name}
        onChange={form.input('full_name')}
        error={text(form.errors.full_name)}
        required
      />
      <UsernameField
        value={values.username}
        onChange={form.input('username')}
        error={text(form.errors.username)}
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={form.input('email')}
        error={text(form.errors.email)}
        required
      />
      <TextField
        label={t('auth.phone')}
        name="phone_number"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        value={values.phone_number}
        onChange={(e) => form.set('phone_number', digitsOnly(e.target.value))}
        error={text(form.errors.phone_number)}
        hint={t('auth.phoneHint')}
        required
      />
      <PersonalFields className={styles.row} form={form} />
      <NewPasswordFields
        name="password"
        form={form}
        label={t('auth.password')}
        confirmLabel={t('auth.confirmPassword')}
        hint={t('auth.passwordHint')}
      />
    </form>
  );
}
