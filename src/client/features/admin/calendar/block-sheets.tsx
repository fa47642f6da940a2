/**
 * Blocking a stylist's time (a break, training, time off: one slot to the whole day), and the
 * sheet of an existing block with Remove (asked first). The server refuses a block over a booking
 * and says whose: the message shows on the sheet.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASONS, type BlockReason, type StylistBlock } from '#shared/contract/front-desk';
import type { Stylist } from '#shared/contract/stylists';
import { clockTime, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField, TextField } from '../../../components/field';
import { dateAndTime } from '../../../components/format';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import { useTimeslots } from '../stylists/use-timeslots';
import { CELLS } from './calendar-grid';
import styles from './front-desk.module.css';
import { StylistOptions, TimeOptions } from './sheet-options';

export type BlockPreset = { date: string; stylistId: number; time: string };
const END_OF_DAY = 'end';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'calendar-extras'] }),
    ]);
}

export function AddBlockSheet({
  preset,
  stylists,
  onClose,
}: {
  preset: BlockPreset | null;
  stylists: readonly Stylist[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const slots = useTimeslots(preset !== null);
  const refresh = useRefresh();
  const [stylistId, setStylistId] = useState(0);
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState<BlockReason>('break');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!preset) return;
    setStylistId(preset.stylistId);
    setDate(preset.date);
    setFrom(preset.time);
    const next = CELLS[CELLS.indexOf(preset.time) + 2];
    setTo(next ?? END_OF_DAY);
    setReason('break');
    setError(null);
  }, [preset]);
  const idOf = (time: string) => slots.data?.find((s) => s.start_time === time)?.id ?? 0;
  const add = useMutation({
    mutationFn: () =>
      adminCallWithMessage('blocksAdd', {
        stylist_id: stylistId,
        date,
        start_slot_id: idOf(from),
        end_slot_id: to === END_OF_DAY ? 0 : idOf(to),
        reason,
      }),
    onSuccess: (res) => {
      onClose();
      toast.success(res.message);
      void refresh();
    },
    onError: (e) => setError(errorText(e, t('frontDesk.block.failed'))),
  });
  const ready = Boolean(slots.data) && stylistId > 0 && date && from && (to === END_OF_DAY || to > from);
  return (
    <Modal
      open={preset !== null}
      title={t('frontDesk.block.title')}
      onClose={add.isPending ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => add.mutate()} disabled={!ready} busy={add.isPending}>
            {t('frontDesk.block.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.sheet}>
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        <SelectField
          label={t('calendar.details.stylist')}
          value={stylistId}
          onChange={(e) => setStylistId(Number(e.target.value))}
        >
          <option value={0}>{t('frontDesk.create.chooseStylist')}</option>
          <StylistOptions stylists={stylists} />
        </SelectField>
        <TextField
          label={t('calendar.date')}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <div className={styles.twoCols}>
          <SelectField
            label={t('frontDesk.block.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          >
            <TimeOptions times={CELLS} />
          </SelectField>
          <SelectField label={t('frontDesk.block.to')} value={to} onChange={(e) => setTo(e.target.value)}>
            <TimeOptions times={CELLS.filter((c) => c > from)} />
            <option value={END_OF_DAY}>{t('frontDesk.block.endOfDay')}</option>
          </SelectField>
        </div>
        <SelectField
          label={t('frontDesk.block.reasonLabel')}
          value={reason}
          onChange={(e) => setReason(e.target.value as BlockReason)}
        >
          {BLOCK_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`frontDesk.block.reason.${r}`)}
            </option>
          ))}
        </SelectField>
        <p className={styles.muted}>{t('frontDesk.block.note')}</p>
      </div>
    </Modal>
  );
}

export function BlockSheet({
  block,
  stylistName,
  readOnly,
  onClose,
}: {
  block: StylistBlock | null;
  stylistName: string;
  readOnly?: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminCallWithMessage('blocksRemove', { id: block!.id }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setAsking(false);
      await refresh();
      onClose();
    },
    onError: (e) => {
      setAsking(false);
      toast.error(errorText(e, t('frontDesk.block.removeFailed')));
    },
  });
  return (
    <>
      <Modal
        open={block !== null}
        title={block ? t(`frontDesk.block.reason.${block.reason}`) : ''}
        onClose={onClose}
        size="sm"
        footer={
          <>
            {readOnly ? null : (
              <Button variant="danger" onClick={() => setAsking(true)}>
                {t('frontDesk.block.remove')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        }
      >
        {block ? (
          <dl className={styles.compare}>
            <dt>{t('calendar.details.stylist')}</dt>
            <dd>{stylistName}</dd>
            <dt>{t('calendar.details.dateTime')}</dt>
            <dd>
              {dateAndTime(
                i18n.language,
                weekdayDate(i18n.language, block.date),
                clockTime(i18n.language, block.start_time),
              )}{' '}
              – {clockTime(i18n.language, block.end_time)}
            </dd>
            <dt>{t('frontDesk.block.by')}</dt>
            <dd>{block.created_by || '—'}</dd>
          </dl>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={asking}
        title={t('frontDesk.block.removeTitle')}
        text={t('frontDesk.block.removeText')}
        confirmLabel={t('frontDesk.block.remove')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
