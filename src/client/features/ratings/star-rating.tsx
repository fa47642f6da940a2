/**
 * Five stars as a radio group (arrow keys move between them, each reads "4 stars, Very good"),
 * with the chosen label under them (docs/product.md §9: poor, fair, good, very good, excellent).
 */
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/page-icons';
import styles from './ratings.module.css';

export const RATING_LABELS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;

type Props = { value: number; onChange: (value: number) => void; error?: string | null };

export const StarRating = forwardRef<HTMLInputElement, Props>(function StarRating(
  { value, onChange, error },
  firstRef,
) {
  const { t } = useTranslation('pages');
  const name = useId();
  const errorId = `${name}-error`;
  const label = value ? t(`rating.labels.${RATING_LABELS[value - 1]!}`) : null;
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('rating.yourRating')}</legend>
      <div className={styles.starRow}>
        {RATING_LABELS.map((key, i) => {
          const n = i + 1;
          return (
            <label key={key} className={`${styles.star} ${n <= value ? styles.on : ''}`}>
              <input
                ref={i === 0 ? firstRef : undefined}
                type="radio"
                name={name}
                value={n}
                className="visually-hidden"
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={t('rating.starLabel', { count: n, label: t(`rating.labels.${key}`) })}
              />
              <StarIcon size={40} filled={n <= value} />
            </label>
          );
        })}
      </div>
      <p className={styles.starLabel} aria-hidden="true">
        {label ?? <span className={styles.hint}>{t('rating.tapToRate')}</span>}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
