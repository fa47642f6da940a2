/**
 * 'Stylist Shifts Management' (docs/product.md §2): the stylist's photo, name and specialty, then 4
 * weekly blocks of 7 days; each day has Day Off and, when working, From and To ('Select time').
 * Update Schedule sends only the days that were changed and stays disabled while saving, without a
 * stylist, or while nothing valid was changed. Footer: 'Managing shifts for {stylist}'.
 */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { mondayOf } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { langOf } from '../../../components/format';
import { LoadState } from '../../../components/load-state';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { adminCall, adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { useSalonClock } from '../lib/use-salon';
import {
  canSaveShifts,
  changedShifts,
  initialDays,
  type ShiftDay,
  setDayOff,
  setShiftTime,
  shiftWeeks,
} from './shift-editor';
import { ShiftWeek } from './shift-week';
import styles from './stylists.module.css';
import { useTimeslots } from './use-timeslots';

type Props = { stylist: Stylist | null; onClose: () => void };

export function ShiftsModal({ stylist, onClose }: Props) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { today } = useSalonClock(60_000);
  const open = stylist !== null;
  const weeks = useMemo(() => shiftWeeks(today), [today]);
  const from = mondayOf(today);
  const slots = useTimeslots(open);
  const saved = useQuery({
    queryKey: adminKeys.shifts(stylist?.id ?? 0, from),
    queryFn: () => adminCall('shifts', { stylist_id: stylist!.id, from_date: from }),
    enabled: open,
  });
  const [days, setDays] = useState<ShiftDay[] | null>(null);
  useEffect(() => {
    if (!open) setDays(null);
    else if (days === null && saved.isSuccess) setDays(initialDays(weeks.flat(), saved.data, today));
  }, [open, days, saved.isSuccess, saved.data, weeks, today]);

  const mutation = useMutation({
    mutationFn: (shifts: ReturnType<typeof changedShifts>) =>
      adminCallWithMessage('saveShifts', { stylist_id: stylist!.id, shifts }),
    onSuccess: ({ message }) => {
      // closes as soon as the server answers; the shifts and the calendar refetch behind it
      onClose();
      toast.success(message || t('stylists.shifts.saved'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shifts'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
    },
    onError: (e) => toast.error(errorText(e, t('stylists.shifts.saveFailed'))),
  });

  const slotList = slots.data ?? [];
  const update = (date: string, change: (d: ShiftDay) => ShiftDay) =>
    setDays((all) => all?.map((d) => (d.date === date ? change(d) : d)) ?? all);
  const changed = days?.filter((d) => d.modified && !d.locked).length ?? 0;
  const canSave = !!days && canSaveShifts(days, slotList, stylist?.id ?? null, mutation.isPending);
  const save = () => {
    if (!stylist) return toast.error(t('stylists.shifts.needStylist'));
    if (days) mutation.mutate(changedShifts(days));
  };
  const loadError = slots.error ?? saved.error;
  return (
    <Modal
      open={open}
      size="xl"
      title={t('stylists.shifts.title')}
      subtitle={t('stylists.shifts.subtitle')}
      onClose={mutation.isPending ? () => {} : onClose}
      footer={
        <div className={styles.shiftFooter}>
          <p className={styles.footerNote}>
            {stylist
              ? t('stylists.shifts.footer', { stylist: stylist.full_name })
              : t('stylists.shifts.needStylist')}
            <span className={styles.changedNote}>
              {changed ? t('stylists.shifts.changed', { count: changed }) : t('stylists.shifts.noChanges')}
            </span>
          </p>
          <div className={styles.footerButtons}>
            <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} busy={mutation.isPending} disabled={!canSave}>
              {mutation.isPending ? t('stylists.shifts.saving') : t('stylists.shifts.submit')}
            </Button>
          </div>
        </div>
      }
    >
      {stylist ? (
        <div className={styles.shiftStylist}>
          {stylist.photo_url ? (
            <img
              src={stylist.photo_url}
              alt={t('stylists.photoOf', { name: stylist.full_name })}
              className={styles.shiftPhoto}
            />
          ) : (
            <span className={styles.shiftPhotoPlaceholder} aria-hidden="true">
              {stylist.full_name.slice(0, 1)}
            </span>
          )}
          <div>
            <p className={styles.shiftName}>{stylist.full_name}</p>
            <p className={styles.shiftSpec}>
              {langOf(i18n.language) === 'zh' && stylist.speciality_zh
                ? stylist.speciality_zh
                : stylist.speciality}
            </p>
          </div>
        </div>
      ) : null}
      {!days ? (
        <LoadState
          loadingLabel={t('common.loading')}
          loading={!loadError}
          error={loadError ? errorText(loadError, t('stylists.shifts.loadFailed')) : null}
          onRetry={() => void Promise.all([slots.refetch(), saved.refetch()])}
        />
      ) : (
        weeks.map((week, i) => (
          <ShiftWeek
            key={week[0]}
            index={i + 1}
            days={days.filter((d) => week.includes(d.date))}
            slots={slotList}
            onDayOff={(date, off) => update(date, (d) => setDayOff(d, off, slotList))}
            onTime={(date, which, id) => update(date, (d) => setShiftTime(d, which, id))}
          />
        ))
      )}
    </Modal>
  );
}
