/**
 * Add / edit personnel (docs/product.md §2): details, profile image with preview, services and their
 * prices for this stylist, Active, and the weekly working hours of all seven days.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { Checkbox, TextField } from '../../../components/field';
import { LoadState } from '../../../components/load-state';
import { serverFieldErrors, useFieldText, withoutField } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCall, adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { FormModal } from '../ui/form-modal';
import { ImagePicker } from '../ui/image-picker';
import styles from './personnel.module.css';
import {
  initialValues,
  type PersonnelErrors,
  type PersonnelValues,
  personnelErrors,
  personnelFormData,
} from './personnel-form';
import { ServicesPricing } from './services-pricing';
import { useTimeslots } from './use-timeslots';
import { WorkingHoursEditor } from './working-hours-editor';

type Props = { open: boolean; stylist: Stylist | null; onClose: () => void };

export function PersonnelFormModal({ open, stylist, onClose }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const slots = useTimeslots(open);
  const services = useQuery({
    queryKey: adminKeys.servicesAll,
    queryFn: () => adminCall('servicesAll'),
    enabled: open,
  });
  const own = useQuery({
    queryKey: adminKeys.stylistServices(stylist?.id ?? 0),
    queryFn: () => adminCall('stylistServices', { stylist_id: stylist!.id }),
    enabled: open && !!stylist,
  });
  const [values, setValues] = useState<PersonnelValues | null>(null);
  const [errors, setErrors] = useState<PersonnelErrors>({});
  const ready = slots.isSuccess && services.isSuccess && (!stylist || own.isSuccess);
  useEffect(() => {
    if (!open) {
      setValues(null);
      setErrors({});
    } else if (ready && values === null) {
      const base = stylist ? { ...stylist, services: own.data ?? stylist.services } : null;
      setValues(initialValues(base, slots.data));
    }
  }, [open, ready, values, stylist, own.data, slots.data]);

  const mutation = useMutation({
    mutationFn: (fd: FormData) =>
      stylist ? adminCallWithMessage('stylistsUpdate', fd) : adminCallWithMessage('stylistsAdd', fd),
    onSuccess: () => {
      // closes as soon as the server answers; the list refetches behind it
      onClose();
      toast.success(stylist ? t('personnel.form.updated') : t('personnel.form.created'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stylists'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stylist-services'] });
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('personnel.form.saveFailed')));
    },
  });

  const loadError = slots.error
    ? errorText(slots.error, t('personnel.timeslotsFailed'))
    : services.error || own.error
      ? errorText(services.error ?? own.error, t('personnel.loadFailed'))
      : null;
  const text = useFieldText();
  const set = <K extends keyof PersonnelValues>(key: K, value: PersonnelValues[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((old) => withoutField(old, key));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values || !slots.data) return;
    const found = personnelErrors(values, slots.data, t('personnel.form.invalidSlots'));
    setErrors(found);
    if (typeof found.hours === 'string') toast.error(found.hours);
    if (Object.keys(found).length) return;
    mutation.mutate(personnelFormData(values, stylist?.id ?? null));
  };

  return (
    <FormModal
      open={open}
      size="xl"
      title={stylist ? t('personnel.form.editTitle') : t('personnel.form.addTitle')}
      subtitle={stylist?.full_name}
      formId="personnel-form"
      formClassName={styles.form}
      onSubmit={submit}
      submitLabel={stylist ? t('personnel.form.update') : t('personnel.form.create')}
      saving={mutation.isPending}
      waiting={
        values ? undefined : (
          <LoadState
            loadingLabel={t('common.loading')}
            loading={!loadError}
            error={loadError}
            onRetry={() => void Promise.all([slots.refetch(), services.refetch(), own.refetch()])}
          />
        )
      }
      onClose={onClose}
    >
      {values ? (
        <>
          <div className={styles.formTop}>
            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>{t('personnel.form.details')}</legend>
              <TextField
                label={t('personnel.form.name')}
                value={values.full_name}
                onChange={(e) => set('full_name', e.target.value)}
                error={text(errors.full_name)}
                required
                autoComplete="off"
              />
              <div className={styles.pair}>
                <TextField
                  label={t('personnel.form.email')}
                  type="email"
                  value={values.email}
                  onChange={(e) => set('email', e.target.value)}
                  error={text(errors.email)}
                  required
                  autoComplete="off"
                />
                <TextField
                  label={t('personnel.form.phone')}
                  type="tel"
                  inputMode="tel"
                  value={values.phone_number}
                  onChange={(e) => set('phone_number', e.target.value)}
                  error={text(errors.phone_number)}
                  required
                  autoComplete="off"
                />
              </div>
              <div className={styles.pair}>
                <TextField
                  label={t('personnel.form.speciality')}
                  hint={t('personnel.form.specialityHint')}
                  value={values.speciality}
                  onChange={(e) => set('speciality', e.target.value)}
                  error={text(errors.speciality)}
                  required
                />
                <TextField
                  label={t('personnel.form.experience')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={values.experience_years}
                  onChange={(e) => set('experience_years', e.target.value)}
                  error={text(errors.experience_years)}
                  required
                />
              </div>
              <TextField
                label={t('personnel.form.specialityZh')}
                hint={t('personnel.form.specialityZhHint')}
                value={values.speciality_zh}
                onChange={(e) => set('speciality_zh', e.target.value)}
                lang="zh"
                autoComplete="off"
              />
              <ImagePicker
                label={t('personnel.form.photo')}
                shape="round"
                currentUrl={stylist?.photo_url ?? null}
                file={values.photo}
                onFile={(f) => set('photo', f)}
              />
              <Checkbox
                label={t('personnel.form.active')}
                checked={values.is_active}
                onChange={(e) => set('is_active', e.target.checked)}
              />
              <p className={styles.sectionHint}>{t('personnel.form.activeHint')}</p>
            </fieldset>
            <ServicesPricing
              services={services.data ?? []}
              prices={values.prices}
              onChange={(p) => set('prices', p)}
              minutes={values.minutes}
              onMinutesChange={(m) => set('minutes', m)}
              minutesError={text(errors.minutes)}
            />
          </div>
          <WorkingHoursEditor
            hours={values.hours}
            slots={slots.data ?? []}
            onChange={(h) => set('hours', h)}
            invalid={!!errors.hours}
          />
        </>
      ) : null}
    </FormModal>
  );
}
