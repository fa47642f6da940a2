import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { LANGUAGES, type Language } from '../lib/language';
import styles from './language-menu.module.css';

/** en / 中文 switch; the choice is saved and every later API call carries it. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.menu}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        name="language"
        value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
        className={styles.select}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
