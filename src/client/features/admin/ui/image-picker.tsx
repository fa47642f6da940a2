/**
 * Picks one image with a preview: the current image (a URL) until a new file is chosen, then the
 * file itself. Only images up to 5 MB are taken; the server checks the bytes again.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './image-picker.module.css';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type Props = {
  label: string;
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  shape?: 'round' | 'square';
};

export function ImagePicker({ label, currentUrl, file, onFile, shape = 'square' }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;
  const choose = (picked: File | undefined) => {
    if (!picked) return;
    if (!picked.type.startsWith('image/')) return setError(t('common.photoNotImage'));
    if (picked.size > MAX_IMAGE_BYTES) return setError(t('common.photoTooBig'));
    setError(null);
    onFile(picked);
  };
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        <div className={`${styles.preview} ${styles[shape]}`}>
          {shown ? (
            <img src={shown} alt={t('common.preview')} />
          ) : (
            <span className={styles.placeholder}>{t('common.noPhoto')}</span>
          )}
        </div>
        <div className={styles.side}>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={styles.input}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label htmlFor={id} className={styles.button}>
            {shown ? t('common.changePhoto') : t('common.choosePhoto')}
          </label>
          {file ? (
            <button type="button" className={styles.remove} onClick={() => onFile(null)}>
              {t('common.removePhoto')}
            </button>
          ) : null}
          <p
            id={`${id}-hint`}
            className={error ? styles.error : styles.hint}
            role={error ? 'alert' : undefined}
          >
            {error ?? (file ? file.name : t('common.photoHint'))}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
