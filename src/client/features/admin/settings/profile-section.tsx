/** The salon's profile in Settings: its names and taglines in both languages, phone, email and address. */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { TextField } from '../../../components/field';
import { type FormErrors, useFieldText } from '../../../lib/form-check';
import pageStyles from '../ui/page.module.css';
import styles from './settings.module.css';

type Props = {
  v: SalonProfile;
  errors: FormErrors<keyof SalonProfile>;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

export function ProfileSection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('settings.profile')}</h2>
      <div className={styles.pair}>
        <TextField
          label={t('settings.name')}
          value={v.name}
          onChange={(e) => set('name', e.target.value)}
          error={text(errors.name)}
          required
        />
        <TextField
          label={t('settings.nameZh')}
          value={v.name_zh}
          onChange={(e) => set('name_zh', e.target.value)}
          lang="zh"
        />
        <TextField
          label={t('settings.tagline')}
          value={v.tagline}
          onChange={(e) => set('tagline', e.target.value)}
        />
        <TextField
          label={t('settings.taglineZh')}
          value={v.tagline_zh}
          onChange={(e) => set('tagline_zh', e.target.value)}
          lang="zh"
        />
        <TextField
          label={t('settings.phone')}
          type="tel"
          value={v.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={text(errors.phone)}
          required
        />
        <TextField
          label={t('settings.email')}
          type="email"
          value={v.email}
          onChange={(e) => set('email', e.target.value)}
          error={text(errors.email)}
          hint={t('settings.emailHint')}
        />
        <TextField
          label={t('settings.address')}
          value={v.address}
          onChange={(e) => set('address', e.target.value)}
          error={text(errors.address)}
          required
        />
      </div>
    </section>
  );
}
