/**
 * "Join the waitlist" on the date and time step: prominent where the chosen day has no free time,
 * a quiet secondary action otherwise. The dialog asks for up to 5 days, each with a part of the day
 * (morning, afternoon, evening or any time), and a guest's name, phone and email; the services and
 * stylist are the wizard's. Checked with the shared schemas before it is sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_WAITLIST_PREFERENCES, WAITLIST_WINDOWS, type WaitlistWindow } from '#shared/constants';
import { longDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { SelectField, TextField } from '../../../components/field';
import { langOf } from '../../../components/format';
import { Modal } from '../../../components/modal';
import { CloseIcon } from '../../../components/page-icons';
import { call } from '../../../lib/api';
import { useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { useCheckedForm } from '../../../lib/use-checked-form';
import styles from './join-waitlist.module.css';

type Props = {
  serviceIds: number[];
  stylistId: number;
  /** The day on screen: the first day asked for. */
  date: string;
  /** The days that may be chosen (the booking window). */
  dates: readonly string[];
  /** No free time that day: the action stands out. */
  prominent: boolean;
};

/** One day asked for; `key` tells the rows apart (one date may be asked for twice, with two windows). */
type Day = { key: number; date: string; window: WaitlistWindow };
const WINDOWS = Object.keys(WAITLIST_WINDOWS) as WaitlistWindow[];
const guestSchema = () => import('#shared/contract/waitlist').then((m) => m.WaitlistGuest);

export function JoinWaitlist({ serviceIds, stylistId, date, dates, prominent }: Props) {
  const { t } = useTranslation('waitlist');
  const [open, setOpen] = useState(false);
  return (
    <div className={prominent ? styles.prominent : styles.secondary}>
      {prominent ? <p className={styles.lead}>{t('join.noTimes')}</p> : null}
      <Button
        variant={prominent ? 'primary' : 'ghost'}
        onClick={() => setOpen(true)}
        data-testid="join-waitlist"
      >
        {prominent ? t('join.action') : t('join.secondary')}
      </Button>
      {open ? (
        <JoinDialog
          serviceIds={serviceIds}
          stylistId={stylistId}
          date={date}
          dates={dates}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function JoinDialog({
  serviceIds,
  stylistId,
  date,
  dates,
  onClose,
}: Omit<Props, 'prominent'> & { onClose: () => void }) {
  const { t, i18n } = useTranslation('waitlist');
  const lang = langOf(i18n.language);
  const { customer } = useCustomerContext();
  const [days, setDays] = useState<Day[]>([{ key: 0, date, window: 'any' }]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldText = useFieldText({ phone_min_digits: 'invalid_phone' });
  const form = useCheckedForm({ full_name: '', phone_number: '', email: '' }, guestSchema);
  const setDay = (i: number, day: Partial<Day>) =>
    setDays((all) => all.map((d, k) => (k === i ? { ...d, ...day } : d)));
  const unused = dates.find((d) => !days.some((x) => x.date === d));

  async function submit() {
    setError(null);
    await form.submitOnce(
      async () => {
        setBusy(true);
        try {
          await call('waitlistJoin', {
            service_ids: serviceIds,
            stylist_id: stylistId,
            preferences: days.map((d) => ({ date: d.date, ...WAITLIST_WINDOWS[d.window] })),
            ...(customer ? {} : form.values),
          });
          // a guest leaves only by the emailed link, so they are told where it is
          toast.success(customer ? t('join.joined') : t('join.joinedGuest'));
          onClose();
        } catch (e) {
          if (!form.showServer(e)) setError((e as Error).message);
        } finally {
          setBusy(false);
        }
      },
      { checked: !customer },
    );
  }

  return (
    <Modal
      open
      title={t('join.title')}
      subtitle={t('join.intro')}
      onClose={busy ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('join.close')}
          </Button>
          <Button onClick={() => void submit()} busy={busy} data-testid="join-waitlist-submit">
            {busy ? t('join.submitting') : t('join.submit')}
          </Button>
        </>
      }
    >
      <fieldset className={styles.days}>
        <legend className={styles.legend}>{t('join.dates')}</legend>
        {days.map((d, i) => (
          <div key={d.key} className={styles.day}>
            <SelectField
              label={t('join.dateLabel', { n: i + 1 })}
              value={d.date}
              onChange={(e) => setDay(i, { date: e.target.value })}
            >
              {dates.map((iso) => (
                <option key={iso} value={iso}>
                  {longDate(lang, iso)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('join.window')}
              value={d.window}
              onChange={(e) => setDay(i, { window: e.target.value as WaitlistWindow })}
            >
              {WINDOWS.map((w) => (
                <option key={w} value={w}>
                  {t(`join.windows.${w}`)}
                </option>
              ))}
            </SelectField>
            {days.length > 1 ? (
              <Button
                variant="ghost"
                className={styles.remove}
                aria-label={t('join.removeDate', { n: i + 1 })}
                onClick={() => setDays((all) => all.filter((_, k) => k !== i))}
                icon={<CloseIcon size={18} />}
              />
            ) : null}
          </div>
        ))}
        {days.length < MAX_WAITLIST_PREFERENCES && unused ? (
          <Button
            variant="secondary"
            onClick={() =>
              setDays((all) => [
                ...all,
                { key: Math.max(...all.map((x) => x.key)) + 1, date: unused, window: 'any' },
              ])
            }
          >
            {t('join.addDate')}
          </Button>
        ) : (
          <p className={styles.hint}>{t('join.maxDates')}</p>
        )}
      </fieldset>
      {customer ? null : (
        <fieldset className={styles.days}>
          <legend className={styles.legend}>{t('join.contact')}</legend>
          <TextField
            label={t('join.name')}
            autoComplete="name"
            value={form.values.full_name}
            error={fieldText(form.errors.full_name)}
            onChange={(e) => form.set('full_name', e.target.value)}
          />
          <TextField
            label={t('join.phone')}
            type="tel"
            autoComplete="tel"
            value={form.values.phone_number}
            error={fieldText(form.errors.phone_number)}
            onChange={(e) => form.set('phone_number', e.target.value)}
          />
          <TextField
            label={t('join.email')}
            type="email"
            autoComplete="email"
            value={form.values.email}
            error={fieldText(form.errors.email)}
            onChange={(e) => form.set('email', e.target.value)}
          />
        </fieldset>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
