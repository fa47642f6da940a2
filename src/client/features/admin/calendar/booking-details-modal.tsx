/**
 * A booking's details (spec section 2): customer, email, phone, date and time, total, and the status
 * select with all four statuses. A change is saved at once, toasts 'Booking status updated' and
 * reloads the calendar (and the figures that depend on it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../../../shared/contract/back-office';
import type { BookingStatus } from '../../../../shared/enums';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../../../components/status-badge';
import { adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { BOOKING_STATUSES } from '../lib/constants';
import { longDate, timeLabel } from '../lib/dates';
import { useSalon } from '../lib/use-salon';
import styles from './calendar.module.css';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BookingDetailsModal({
  booking,
  onClose,
}: {
  booking: CalendarBooking | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { money } = useSalon();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: BookingStatus) =>
      adminCallWithMessage('updateStatus', { booking_id: booking!.id, status }),
    onSuccess: async () => {
      toast.success(t('calendar.details.updated'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
      ]);
    },
    onError: (e) => toast.error(errorText(e, t('calendar.details.updateFailed'))),
  });
  const b = booking;
  return (
    <Modal
      open={b !== null}
      title={t('calendar.details.title')}
      subtitle={b ? `#${b.id}` : undefined}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {b ? (
        <div className={styles.details}>
          <div className={styles.detailsHead}>
            <p className={styles.detailsName}>{b.customer_name}</p>
            <StatusBadge status={b.status} />
          </div>
          <dl className={styles.detailList}>
            <Row label={t('calendar.details.email')}>
              {b.customer_email ? <a href={`mailto:${b.customer_email}`}>{b.customer_email}</a> : '—'}
            </Row>
            <Row label={t('calendar.details.phone')}>
              {b.customer_phone ? <a href={`tel:${b.customer_phone}`}>{b.customer_phone}</a> : '—'}
            </Row>
            <Row label={t('calendar.details.dateTime')}>
              {longDate(b.date, i18n.language)}, {timeLabel(b.time, i18n.language)} –{' '}
              {timeLabel(b.end_time, i18n.language)}
            </Row>
            <Row label={t('calendar.details.stylist')}>{b.personnel_name}</Row>
            <Row label={t('calendar.details.services')}>{b.services.join(', ') || '—'}</Row>
            <Row label={t('calendar.details.total')}>
              <strong>{money(b.total_amount)}</strong>
            </Row>
            <Row label={t('calendar.details.payment')}>{t(`calendar.payment.${b.payment_state}`)}</Row>
          </dl>
          <SelectField
            label={t('calendar.details.status')}
            value={mutation.isPending && mutation.variables ? mutation.variables : b.status}
            disabled={mutation.isPending}
            onChange={(e) => mutation.mutate(e.target.value as BookingStatus)}
            hint={
              b.status_changed_by && b.status_changed_at
                ? t('calendar.details.changedBy', {
                    name: b.status_changed_by,
                    at: new Date(b.status_changed_at).toLocaleString(i18n.language),
                  })
                : undefined
            }
          >
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tc(`status.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </Modal>
  );
}
