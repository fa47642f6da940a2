/**
 * What the owner may do with a booking now (the server's answer): Reschedule, Cancel, Add to
 * calendar, Call the salon (when it can no longer be changed online), Rate, and Book again for a
 * past one (the same services, chosen afresh in the wizard).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ManagedBooking } from '#shared/contract/manage';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { CalendarIcon, PhoneIcon } from '../../../components/icons';
import { DownloadIcon, StarIcon } from '../../../components/page-icons';
import { prepareBookAgain } from './book-again';
import styles from './manage.module.css';

type Props = {
  booking: ManagedBooking;
  signedIn: boolean;
  /** The booking's `.ics` file, while it is still to come. */
  calendar: string | null;
  onReschedule: () => void;
  onCancel: () => void;
};

export function BookingActions({ booking: b, signedIn, calendar, onReschedule, onCancel }: Props) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const [again, setAgain] = useState(false);
  const bookAgain = async () => {
    setAgain(true);
    try {
      await prepareBookAgain(b);
      navigate('/');
    } finally {
      setAgain(false);
    }
  };
  return (
    <div className={styles.actions}>
      {b.can_reschedule ? (
        <Button icon={<CalendarIcon size={20} />} onClick={onReschedule}>
          {t('detail.reschedule')}
        </Button>
      ) : null}
      {b.can_cancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('detail.cancel')}
        </Button>
      ) : null}
      {calendar ? (
        <a className={styles.linkButton} href={calendar} download={`tress-booking-${b.id}.ics`}>
          <DownloadIcon size={20} />
          {t('detail.addToCalendar')}
        </a>
      ) : null}
      {b.upcoming && !b.can_cancel && !b.can_reschedule ? (
        <a className={styles.linkButton} href={`tel:${b.salon_phone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon size={20} />
          {t('detail.callSalon', { phone: b.salon_phone })}
        </a>
      ) : null}
      {signedIn && b.can_rate ? (
        <Link className={styles.linkButton} to={`/ratings/${b.id}`}>
          <StarIcon size={20} />
          {t('detail.rate')}
        </Link>
      ) : null}
      {!b.upcoming ? (
        <Button variant="secondary" busy={again} onClick={() => void bookAgain()}>
          {t('detail.bookAgain')}
        </Button>
      ) : null}
    </div>
  );
}
