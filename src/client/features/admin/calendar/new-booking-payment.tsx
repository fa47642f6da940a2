/**
 * How a new booking is paid: at the salon, or by a payment link emailed to the client (who it goes
 * to, or that the client needs an email first), and the language the link's message is written in.
 */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/field';
import styles from './front-desk.module.css';
import type { Payment } from './use-new-booking-form';

type Props = {
  payment: Payment;
  onPayment: (payment: Payment) => void;
  /** The link's recipient: the client's email, '' or null when the sheet has none. */
  clientEmail: string | null;
  emailMissing: boolean;
  language: 'en' | 'zh';
  onLanguage: (language: 'en' | 'zh') => void;
};

export function NewBookingPayment({
  payment,
  onPayment,
  clientEmail,
  emailMissing,
  language,
  onLanguage,
}: Props) {
  const { t } = useTranslation('admin');
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('frontDesk.create.payment')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="payment"
            checked={payment === 'salon'}
            onChange={() => onPayment('salon')}
          />
          <span className={styles.choiceMain}>
            <span>{t('frontDesk.create.payAtSalonChoice')}</span>
            <span className={styles.choiceSub}>{t('frontDesk.create.payAtSalon')}</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="payment"
            checked={payment === 'link'}
            onChange={() => onPayment('link')}
          />
          <span className={styles.choiceMain}>
            <span>{t('frontDesk.create.payByLinkChoice')}</span>
            <span className={styles.choiceSub}>{t('frontDesk.create.payByLink')}</span>
          </span>
        </label>
      </fieldset>
      {payment === 'link' ? (
        <p className={styles.muted} data-testid="link-recipient">
          {emailMissing
            ? t('frontDesk.create.linkNeedsEmail')
            : clientEmail
              ? t('frontDesk.create.linkTo', { email: clientEmail })
              : t('frontDesk.create.linkToClient')}
        </p>
      ) : null}
      <SelectField
        label={t('frontDesk.create.language')}
        value={language}
        onChange={(e) => onLanguage(e.target.value === 'zh' ? 'zh' : 'en')}
      >
        <option value="en">English</option>
        <option value="zh" lang="zh">
          中文
        </option>
      </SelectField>
    </>
  );
}
