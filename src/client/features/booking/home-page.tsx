/** `/`: the public home and booking page. */
import { useTranslation } from 'react-i18next';
import { useCustomerContext } from '../../components/customer-context';
import { langOf, localized } from '../../components/format';
import { BookingWizard } from './booking-wizard';
import { BookingSummary } from './wizard-start';

/** The code the first render of the home page asks for beyond its own (see lazyPart). */
export const loadHomePageParts = () => BookingSummary.preload();

export function HomePage() {
  const { t, i18n } = useTranslation('booking');
  const { salon } = useCustomerContext();
  const name = salon ? localized(langOf(i18n.language), salon.name, salon.name_zh) : null;
  return (
    <main id="main" tabIndex={-1}>
      <title>{name ? t('wizard.pageTitle', { name }) : t('wizard.title')}</title>
      <h1 className="visually-hidden">{t('wizard.title')}</h1>
      <BookingWizard />
    </main>
  );
}
