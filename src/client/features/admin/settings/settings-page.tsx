/**
 * Settings (/admin/settings): the salon profile of docs/decisions.md (name, tagline, phone,
 * address: profile-section.tsx; time zone, currency, paying at the salon, payment hold and reminder
 * lead time: booking-section.tsx) and the booking policy (policy-section.tsx) and no-show protection (protection-section.tsx); the salon's hours are a tab of their own (hours-section.tsx).
 * A Super Admin edits it; Staff see it read-only. Below: the promo codes
 * (promotions/promotions-card.tsx, Super Admin only), payments (payments-card.tsx, Super Admin
 * only), web push (push-status-card.tsx) and the outgoing messages (outbox/outbox-card.tsx) and, for a
 * Super Admin, the backups (backups-card.tsx). The audit trail is a tab of its own
 * (audit/audit-section.tsx).
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SalonProfile, type SalonSettingsUpdate } from '#shared/contract/back-office';
import { Button } from '../../../components/button';
import { type FormErrors, formErrors, serverFieldErrors, withoutField } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { AuditSection } from '../audit/audit-section';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useAdmin } from '../lib/admin-session';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalonSettings } from '../lib/use-salon';
import { OutboxCard } from '../outbox/outbox-card';
import { PromotionsCard } from '../promotions/promotions-card';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { QueryLoadState } from '../ui/query-load-state';
import { BackupsCard } from './backups-card';
import { BookingSection } from './booking-section';
import { HoursSection } from './hours-section';
import { PaymentsCard } from './payments-card';
import { PolicySection } from './policy-section';
import { ProfileSection } from './profile-section';
import { ProtectionSection } from './protection-section';
import { PushStatusCard } from './push-status-card';
import styles from './settings.module.css';
import { SettingsTabs, useSettingsTab } from './settings-tabs';
import { WaitlistSection } from './waitlist-section';

type Errors = FormErrors<keyof SalonProfile>;

/** The profile without the hours: the Hours section saves those, and this form's copy may be older. */
function profileOnly(v: SalonProfile): SalonSettingsUpdate {
  const { opening_hours, closures, booking_window_days, slot_minutes, min_notice_minutes, ...profile } = v;
  return profile;
}

export function SettingsPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('settings.title'));
  const { isSuper } = useAdmin();
  const queryClient = useQueryClient();
  const query = useSalonSettings();
  const tab = useSettingsTab();
  const [v, setV] = useState<SalonProfile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (query.data && v === null) setV(query.data);
  }, [query.data, v]);
  const mutation = useMutation({
    mutationFn: (profile: SalonSettingsUpdate) => adminCall('settingsUpdate', profile),
    onSuccess: ({ stranded_bookings, ...saved }) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      setV(saved);
      toast.success(t('settings.saved'));
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('settings.saveFailed')));
    },
  });
  const set = <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => {
    setV((old) => (old ? { ...old, [k]: value } : old));
    setErrors((old) => withoutField(old, k));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v) return;
    // the call's own schema: required fields, the hold and reminder bounds, the booking policy
    const found: Errors = formErrors(SalonProfile, v);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(profileOnly(v));
  };
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <SettingsTabs tab={tab} isSuper={isSuper} />
      {tab === 'audit' && isSuper ? <AuditSection /> : null}
      {isSuper || tab === 'audit' ? null : (
        <p className={pageStyles.note}>
          <span aria-hidden="true">ⓘ</span> {t('settings.readOnly')}
        </p>
      )}
      {tab === 'hours' || tab === 'audit' ? null : !v ? (
        <QueryLoadState query={query} loadFailed={t('settings.loadFailed')} />
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.fieldset} disabled={!isSuper || mutation.isPending}>
            <ProfileSection v={v} errors={errors} set={set} />
            <BookingSection v={v} errors={errors} set={set} />
            <PolicySection v={v} errors={errors} set={set} />
            <ProtectionSection v={v} errors={errors} set={set} />
            <WaitlistSection v={v} errors={errors} set={set} />
          </fieldset>
          {isSuper ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => query.data && setV(query.data)}
                disabled={mutation.isPending}
              >
                {t('common.cancel')}
              </Button>
              <Button type="submit" busy={mutation.isPending}>
                {mutation.isPending ? t('common.saving') : t('common.save')}
              </Button>
            </div>
          ) : null}
        </form>
      )}
      {tab === 'hours' && query.data ? <HoursSection saved={query.data} canEdit={isSuper} /> : null}
      {tab === 'hours' && !query.data ? (
        <QueryLoadState query={query} loadFailed={t('settings.loadFailed')} />
      ) : null}
      {tab === 'hours' || tab === 'audit' ? null : (
        <>
          {isSuper ? <PromotionsCard /> : null}
          {isSuper ? <PaymentsCard /> : null}
          <PushStatusCard />
          <OutboxCard />
          {isSuper ? <BackupsCard /> : null}
        </>
      )}
    </div>
  );
}
