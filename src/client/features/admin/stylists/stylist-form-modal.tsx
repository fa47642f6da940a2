/**
 * Add or edit a stylist (docs/product.md §2): details, profile image with preview, services and their
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
import { ServicesPricing } from './services-pricing';
import {
  initialValues,
  type StylistErrors,
  type StylistValues,
  stylistErrors,
  stylistFormData,
} from './stylist-form';
import styles from './stylists.module.css';
import { useTimeslots } from './use-timeslots';
import { WorkingHoursEditor } from './working-hours-editor';

type Props = { open: boolean; stylist: Stylist | null; onClose: () => void };

export function StylistFormModal({ open, stylist, onClose }: Props) {
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
  const [values, setValues] = useState<StylistValues | null>(null);
  const [errors, setErrors] = useState<StylistErrors>({});
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
      toast.success(stylist ? t('stylists.form.updated') : t('stylists.form.created'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stylists'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stylist-services'] });
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('stylists.form.saveFailed')));
    },
  });

  const loadError = slots.error
    ? errorText(slots.error, t('stylists.timeslotsFailed'))
    : services.error || own.error
      ? errorText(services.error ?? own.error, t('stylists.loadFailed'))
      : null;
  const text = useFieldText();
  const set = <K extends keyof StylistValues>(key: K, value: StylistValues[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((old) => withoutField(old, key));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values || !slots.data) return;
    const found = stylistErrors(values, slots.data, t('stylists.form.invalidSlots'));
    setErrors(found);
    if (typeof found.hours === 'string') toast.error(found.hours);
    if (Object.keys(found).length) return;
    mutation.mutate(stylistFormData(values, stylist?.id ?? null));
  };

  return (
    <FormModal
      open={open}
      size="xl"
      title={stylist ? t('stylists.form.editTitle') : t('stylists.form.addTitle')}
      subtitle={stylist?.full_name}
      formId="stylist-form"
      formClassName={styles.form}
      onSubmit={submit}
      submitLabel={stylist ? t('stylists.form.update') : t('stylists.form.create')}
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
              <legend className={styles.sectionTitle}>{t('stylists.form.details')}</legend>
              <TextField
                label={t('stylists.form.name')}
                value={values.full_name}
                onChange={(e) => set('full_name', e.target.value)}
                error={text(errors.full_name)}
                required
                autoComplete="off"
              />
              <div className={styles.pair}>
                <TextField
                  label={t('stylists.form.email')}
                  type="email"
                  value={values.email}
                  onChange={(e) => set('email', e.target.value)}
                  error={text(errors.email)}
                  required
                  autoComplete="off"
                />
                <TextField
                  label={t('stylists.form.phone')}
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
                  label={t('stylists.form.specialty')}
                  hint={t('stylists.form.specialtyHint')}
                  value={values.speciality}
                  onChange={(e) => set('speciality', e.target.value)}
                  error={text(errors.speciality)}
                  required
                />
                <TextField
                  label={t('stylists.form.experience')}
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
                label={t('stylists.form.specialtyZh')}
                hint={t('stylists.form.specialtyZhHint')}
                value={values.speciality_zh}
                onChange={(e) => set('speciality_zh', e.target.value)}
                lang="zh"
                autoComplete="off"
              />
              <ImagePicker
                label={t('stylists.form.photo')}
                shape="round"
                currentUrl={stylist?.photo_url ?? null}
                file={values.photo}
                onFile={(f) => set('photo', f)}
              />
              <Checkbox
                label={t('stylists.form.active')}
                checked={values.is_active}
                onChange={(e) => set('is_active', e.target.checked)}
              />
              <p className={styles.sectionHint}>{t('stylists.form.activeHint')}</p>
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
