/**
 * `/terms` and `/privacy` (docs/product.md §2): five numbered sections each, opened in a new tab from
 * checkout. Terms: introduction, bookings, payments, cancellations and refunds, contact.
 * Privacy: overview, information collected, how it is used, security, contact. The terms'
 * cancellation section is written from the salon's policy (cancellation-terms.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/app-link';
import { useCustomerContext } from '../../components/customer-context';
import { langOf, localized } from '../../components/format';
import { CancellationTerms } from './cancellation-terms';
import styles from './legal.module.css';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('pages');
  const { salon } = useCustomerContext();
  const name = salon ? localized(langOf(i18n.language), salon.name, salon.name_zh) : t('legal.theSalon');
  const contact = { name, phone: salon?.phone ?? '', address: salon?.address ?? '' };
  return (
    <main id="main" className={styles.page}>
      <title>{t(`${kind}.title`)}</title>
      <h1 className={styles.title}>{t(`${kind}.title`)}</h1>
      <p className={styles.updated}>{t('legal.updated')}</p>
      <p className={styles.intro}>{t(`${kind}.intro`, { name })}</p>
      <ol className={styles.sections}>
        {SECTIONS.map((s) => (
          <li key={s} className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(`${kind}.${s}.title`)}</h2>
            {kind === 'terms' && s === 's4' && salon ? (
              <CancellationTerms salon={salon} />
            ) : (
              <p>{t(`${kind}.${s}.body`, contact)}</p>
            )}
          </li>
        ))}
      </ol>
      <Link className={styles.back} to="/">
        {t('legal.backHome')}
      </Link>
    </main>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
