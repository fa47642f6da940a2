/** The stylist form's details: name, contact, specialties in both languages, experience, photo and Active. */
import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../../components/field';
import { useFieldText } from '../../../lib/form-check';
import { ImagePicker } from '../ui/image-picker';
import type { StylistErrors, StylistValues } from './stylist-form';
import styles from './stylists.module.css';

type Props = {
  values: StylistValues;
  errors: StylistErrors;
  set: <K extends keyof StylistValues>(key: K, value: StylistValues[K]) => void;
  /** The stylist's current photo, shown until another is chosen. */
  photoUrl: string | null;
};

export function StylistDetails({ values, errors, set, photoUrl }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  return (
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
        currentUrl={photoUrl}
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
  );
}
