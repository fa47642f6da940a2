/**
 * Add or edit a stylist (docs/product.md §2): details, profile image with preview, services and their
 * prices for this stylist, Active, and the weekly working hours of all seven days.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { LoadState } from '../../../components/load-state';
import { serverFieldErrors, useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import { FormModal } from '../ui/form-modal';
import { ServicesPricing } from './services-pricing';
import { StylistDetails } from './stylist-details';
import { stylistErrors, stylistFormData } from './stylist-form';
import styles from './stylists.module.css';
import { useStylistValues } from './use-stylist-values';
import { WorkingHoursEditor } from './working-hours-editor';

type Props = { open: boolean; stylist: Stylist | null; onClose: () => void };

export function StylistFormModal({ open, stylist, onClose }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { slots, services, own, values, set, errors, setErrors } = useStylistValues(open, stylist);

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
            <StylistDetails values={values} errors={errors} set={set} photoUrl={stylist?.photo_url ?? null} />
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
