/**
 * Settings → Hours: the salon's opening hours per weekday, its closures, how many days ahead
 * customers may book, the grid's step and the notice a booking needs. A form of its own beside the
 * profile's: it sends the hours with the profile as saved, and the profile form sends none. The
 * bookings a change leaves outside the hours are kept and listed below (Needs moving).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SalonProfile } from '#shared/contract/back-office';
import type { SalonHours } from '#shared/domain/salon-hours';
import { SLOT_STEPS } from '#shared/domain/slots';
import { salonToday } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { type FormErrors, formErrors, serverFieldErrors, useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import pageStyles from '../ui/page.module.css';
import { StrandedList, strandedKey } from '../ui/stranded-list';
import { BoundedField } from './bounded-field';
import { ClosuresEditor } from './closures-editor';
import { OpeningHoursRows } from './opening-hours-rows';
import settingsStyles from './settings.module.css';

type Errors = FormErrors<keyof SalonHours>;

const hoursOf = (s: SalonProfile): SalonHours => ({
  opening_hours: s.opening_hours,
  closures: s.closures,
  booking_window_days: s.booking_window_days,
  slot_minutes: s.slot_minutes,
  min_notice_minutes: s.min_notice_minutes,
});

export function HoursSection({ saved, canEdit }: { saved: SalonProfile; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  const queryClient = useQueryClient();
  const [v, setV] = useState<SalonHours>(() => hoursOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => setV(hoursOf(saved)), [saved]);
  const mutation = useMutation({
    mutationFn: (hours: SalonHours) => adminCall('settingsUpdate', { ...saved, ...hours }),
    onSuccess: ({ stranded_bookings, ...next }) => {
      queryClient.setQueryData(adminKeys.settings, next);
      queryClient.setQueryData(strandedKey, stranded_bookings ?? []);
      void queryClient.invalidateQueries({ queryKey: adminKeys.timeslots });
      toast.success(
        stranded_bookings?.length
          ? t('hours.savedStranded', { count: stranded_bookings.length })
          : t('settings.saved'),
      );
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('settings.saveFailed')));
    },
  });
  const set = <K extends keyof SalonHours>(k: K, value: SalonHours[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors({});
  };
  const boundedField = (
    key: 'booking_window_days' | 'min_notice_minutes',
    label: 'hours.windowDays' | 'hours.notice',
    hint: 'hours.windowHint' | 'hours.noticeHint',
  ) => (
    <BoundedField
      name={key}
      label={t(label)}
      hint={t(hint)}
      value={v[key]}
      error={text(errors[key])}
      onValue={(n) => set(key, n)}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = formErrors(SalonProfile, { ...saved, ...v });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(v);
  };
  const listError = (k: 'opening_hours' | 'closures') =>
    errors[k] ? (
      <p className={settingsStyles.hint} role="alert">
        {text(errors[k])}
      </p>
    ) : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="salon-hours" id="hours">
      <h2 id="salon-hours" className="visually-hidden">
        {t('hours.title')}
      </h2>
      <StrandedList />
      <fieldset className={settingsStyles.fieldset} disabled={!canEdit || mutation.isPending}>
        <section className={`${pageStyles.card} ${pageStyles.cardPad} ${settingsStyles.section}`}>
          <h3 className={pageStyles.cardTitle}>{t('hours.opening')}</h3>
          <p className={pageStyles.note}>{t('hours.openingNote')}</p>
          <OpeningHoursRows
            days={v.opening_hours}
            step={v.slot_minutes}
            onChange={(d) => set('opening_hours', d)}
          />
          {listError('opening_hours')}
        </section>
        <section className={`${pageStyles.card} ${pageStyles.cardPad} ${settingsStyles.section}`}>
          <h3 className={pageStyles.cardTitle}>{t('hours.closures')}</h3>
          <p className={pageStyles.note}>{t('hours.closuresNote')}</p>
          <ClosuresEditor
            closures={v.closures}
            today={salonToday(saved.time_zone)}
            onChange={(c) => set('closures', c)}
          />
          {listError('closures')}
        </section>
        <section className={`${pageStyles.card} ${pageStyles.cardPad} ${settingsStyles.section}`}>
          <h3 className={pageStyles.cardTitle}>{t('hours.window')}</h3>
          <div className={settingsStyles.pair}>
            {boundedField('booking_window_days', 'hours.windowDays', 'hours.windowHint')}
            <SelectField
              label={t('hours.step')}
              value={v.slot_minutes}
              onChange={(e) => set('slot_minutes', Number(e.target.value))}
              hint={t('hours.stepHint')}
              error={text(errors.slot_minutes)}
            >
              {SLOT_STEPS.map((m) => (
                <option key={m} value={m}>
                  {t('hours.minutes', { count: m })}
                </option>
              ))}
            </SelectField>
            {boundedField('min_notice_minutes', 'hours.notice', 'hours.noticeHint')}
          </div>
        </section>
      </fieldset>
      {canEdit ? (
        <div className={settingsStyles.actions}>
          <Button variant="secondary" onClick={() => setV(hoursOf(saved))} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={mutation.isPending}>
            {t('hours.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
