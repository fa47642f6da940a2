/**
 * "My details" from the account menu: the signed-in customer edits their name, email, phone,
 * gender and date of birth (both optional). The server's answer becomes the stored customer, so
 * the header and checkout show the new name at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { QueryFailed } from '../../components/load-state';
import { Modal } from '../../components/modal';
import { ApiCallError, call, callWithMessage } from '../../lib/api';
import { digitsOnly, lazySchema, useFieldText } from '../../lib/form-check';
import { customerToken, storedCustomer } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCheckedForm } from '../../lib/use-checked-form';
import formStyles from '../accounts/accounts.module.css';
import { choiceOf, type GenderChoice, genderOf, PersonalFields } from '../accounts/personal-fields';
import { signedIn } from './customer-session';
import { MyDataSection } from './my-data-section';

const schemas = lazySchema(() => import('../accounts/account-schemas'));
const EMPTY = { full_name: '', email: '', phone_number: '', gender: '' as GenderChoice, date_of_birth: '' };
const profileKey = ['my-profile'] as const;

type Props = { open: boolean; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> };

export function ProfileDialog({ open, onClose, returnFocus }: Props) {
  const { t } = useTranslation();
  const text = useFieldText();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: () => call('profile'),
    enabled: open,
    staleTime: 0,
  });
  const form = useCheckedForm(EMPTY, () => schemas().then((m) => m.ProfileForm));
  const { setValues } = form;

  useEffect(() => {
    const p = profile.data;
    if (!open || !p) return;
    setValues({
      full_name: p.full_name,
      email: p.email,
      phone_number: p.phone_number,
      gender: choiceOf(p.gender),
      date_of_birth: p.date_of_birth ?? '',
    });
  }, [open, profile.data, setValues]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    const body = {
      full_name: v.full_name.trim(),
      email: v.email.trim(),
      phone_number: v.phone_number,
      gender: genderOf(v.gender),
      date_of_birth: v.date_of_birth,
    };
    void form.send(
      async () => {
        const { data, message } = await callWithMessage('profileUpdate', body);
        const stored = storedCustomer();
        const token = customerToken();
        if (stored && token)
          signedIn({
            ...stored,
            auth_token: token,
            full_name: data.full_name,
            email: data.email,
            phone_number: data.phone_number,
          });
        queryClient.setQueryData(profileKey, data);
        toast.success(message);
        onClose();
      },
      (err) => {
        if (err instanceof ApiCallError && err.status === 409) form.setErrors({ email: err.message });
        else toast.error(err instanceof ApiCallError ? err.message : t('profile.failed'));
      },
      body,
    );
  };

  return (
    <Modal open={open} title={t('profile.title')} onClose={onClose} size="sm" returnFocus={returnFocus}>
      {profile.isError ? (
        <QueryFailed query={profile} />
      ) : (
        <form
          className={formStyles.form}
          onSubmit={submit}
          onFocus={() => void schemas()}
          noValidate
          aria-busy={profile.isPending}
        >
          <TextField
            label={t('auth.fullName')}
            name="full_name"
            autoComplete="name"
            value={form.values.full_name}
            onChange={(e) => form.set('full_name', e.target.value)}
            error={text(form.errors.full_name)}
            required
          />
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={text(form.errors.email)}
            required
          />
          <TextField
            label={t('auth.phone')}
            name="phone_number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={form.values.phone_number}
            onChange={(e) => form.set('phone_number', digitsOnly(e.target.value))}
            error={text(form.errors.phone_number)}
            required
          />
          <PersonalFields className={formStyles.form} form={form} />
          <Button type="submit" block busy={form.busy} disabled={profile.isPending}>
            {t('profile.save')}
          </Button>
        </form>
      )}
      <MyDataSection />
    </Modal>
  );
}
