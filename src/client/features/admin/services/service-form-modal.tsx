import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '#shared/contract/catalogue';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/field';
import { serverFieldErrors, useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { FormModal } from '../ui/form-modal';
import { ImagePicker } from '../ui/image-picker';
import { useFormValues } from '../ui/use-form-values';
import { serviceErrors, serviceFormData, serviceValues, typedServiceTime } from './service-form';
import { ServiceTimeDiagram } from './service-time-diagram';
import styles from './services.module.css';

/** Add / edit a service: name, price, duration, image, description, category (a real select), Active. */
export function ServiceFormModal({
  open,
  service,
  onClose,
}: {
  open: boolean;
  service: Service | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const categories = useQuery({
    queryKey: adminKeys.categories(i18n.language),
    queryFn: () => adminCall('categories'),
    enabled: open,
    staleTime: 10 * 60_000,
  });
  const { values: v, set, errors, setErrors } = useFormValues(open, service, serviceValues);
  const mutation = useMutation({
    mutationFn: (fd: FormData) => (service ? adminCall('servicesUpdate', fd) : adminCall('servicesAdd', fd)),
    onSuccess: () => {
      // the sheet closes as soon as the server answers; the list refetches behind it (a sheet left
      // open over an inert page while the list reloads would hold up the next step)
      onClose();
      toast.success(service ? t('services.updated') : t('services.created'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'services'] });
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('services.saveFailed')));
    },
  });
  const text = useFieldText();
  /** One of the visit's parts in minutes, on the 5-minute step. */
  const minutesField = (
    key: 'processing_start_minutes' | 'processing_minutes' | 'buffer_minutes',
    label: string,
    max: number,
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={5}
      value={v[key]}
      onChange={(e) => set(key, e.target.value)}
      error={text(errors[key])}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = serviceErrors(v);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(serviceFormData(v, service?.id ?? null));
  };
  const cats = categories.data ?? [];
  return (
    <FormModal
      open={open}
      size="lg"
      title={service ? t('services.form.editTitle') : t('services.form.addTitle')}
      subtitle={service?.name}
      formId="service-form"
      onSubmit={submit}
      creating={!service}
      saving={mutation.isPending}
      onClose={onClose}
    >
      <div className={styles.pair}>
        <TextField
          label={t('services.form.name')}
          value={v.name}
          onChange={(e) => set('name', e.target.value)}
          error={text(errors.name)}
          required
          autoComplete="off"
        />
        <TextField
          label={t('services.form.nameZh')}
          hint={t('services.form.optional')}
          value={v.name_zh}
          onChange={(e) => set('name_zh', e.target.value)}
          lang="zh"
          autoComplete="off"
        />
      </div>
      <div className={styles.triple}>
        <TextField
          label={t('services.form.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={v.price}
          onChange={(e) => set('price', e.target.value)}
          error={text(errors.price)}
          required
        />
        <TextField
          label={t('services.form.duration')}
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={5}
          value={v.duration_minutes}
          onChange={(e) => set('duration_minutes', e.target.value)}
          error={text(errors.duration_minutes)}
          required
        />
        <SelectField
          label={t('services.form.category')}
          value={v.category_id}
          onChange={(e) => set('category_id', Number(e.target.value))}
          disabled={categories.isPending}
        >
          {cats.length === 0 ? <option value={v.category_id}>{service?.category_name ?? '…'}</option> : null}
          {cats.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={styles.timeParts}>
        <legend>{t('services.time.legend')}</legend>
        <div className={styles.triple}>
          {minutesField('processing_start_minutes', t('services.time.processingStart'), 480)}
          {minutesField('processing_minutes', t('services.time.processing'), 480)}
          {minutesField('buffer_minutes', t('services.time.buffer'), 120)}
        </div>
        <ServiceTimeDiagram time={typedServiceTime(v)} />
        <p className={styles.hint}>{t('services.time.hint')}</p>
      </fieldset>
      <ImagePicker
        label={t('services.form.image')}
        currentUrl={service?.image_url ?? null}
        file={v.image}
        onFile={(f) => set('image', f)}
      />
      <TextArea
        label={t('services.form.description')}
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        rows={3}
      />
      <TextArea
        label={t('services.form.descriptionZh')}
        hint={t('services.form.optional')}
        value={v.description_zh}
        onChange={(e) => set('description_zh', e.target.value)}
        rows={2}
        lang="zh"
      />
      <Checkbox
        label={t('services.form.active')}
        checked={v.is_active}
        onChange={(e) => set('is_active', e.target.checked)}
      />
      <p className={styles.hint}>{t('services.form.activeHint')}</p>
    </FormModal>
  );
}
