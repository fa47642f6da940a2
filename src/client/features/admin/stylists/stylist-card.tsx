import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { Button } from '../../../components/button';
import { langOf } from '../../../components/format';
import styles from './stylists.module.css';

type Props = {
  stylist: Stylist;
  generating: boolean;
  onEdit: () => void;
  onShifts: () => void;
  onGenerate: () => void;
  onDelete: () => void;
};

/** A stylist's card: photo or placeholder, name, email, Active badge, specialties and the four actions. */
export function StylistCard({ stylist: s, generating, onEdit, onShifts, onGenerate, onDelete }: Props) {
  const { t, i18n } = useTranslation('admin');
  // in the reader's language, like service names; Chinese falls back to English when not given
  const specialties =
    langOf(i18n.language) === 'zh' && s.specialties_zh.length ? s.specialties_zh : s.specialties;
  return (
    <article className={styles.card} aria-labelledby={`stylist-${s.id}`}>
      <div className={styles.cardTop}>
        {s.photo_url ? (
          <img
            src={s.photo_url}
            alt={t('stylists.photoOf', { name: s.full_name })}
            className={styles.photo}
            loading="lazy"
          />
        ) : (
          <span className={styles.photoPlaceholder} aria-hidden="true">
            {s.full_name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={styles.cardWho}>
          <h2 id={`stylist-${s.id}`} className={styles.cardName}>
            {s.full_name}
          </h2>
          <p className={styles.cardEmail}>{s.email}</p>
          <span className={s.is_active ? styles.badgeActive : styles.badgeInactive}>
            <span aria-hidden="true">{s.is_active ? '●' : '○'}</span>{' '}
            {s.is_active ? t('common.active') : t('common.inactive')}
          </span>
        </div>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardLabel}>{t('stylists.specialties')}</p>
        <ul className={styles.chips}>
          {specialties.map((sp) => (
            <li key={sp}>{sp}</li>
          ))}
        </ul>
        <p className={styles.cardMeta}>
          {t('stylists.experience', { count: s.experience_years })} ·{' '}
          {t('stylists.services', { count: s.services.length })}
        </p>
      </div>
      <div className={styles.cardActions}>
        <Button variant="secondary" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button variant="secondary" onClick={onShifts}>
          {t('stylists.manageShifts')}
        </Button>
        <Button variant="secondary" onClick={onGenerate} busy={generating}>
          {generating ? t('stylists.generating') : t('stylists.generateSlots')}
        </Button>
        <Button variant="ghost" className={styles.deleteButton} onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </div>
    </article>
  );
}
