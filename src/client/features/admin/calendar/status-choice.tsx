/**
 * The status of a booking as a choice with Save. Completed and no-show are offered only once the
 * booking has started (the server refuses them too).
 */
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '#shared/enums';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { BOOKING_STATUSES } from '../lib/constants';
import fd from './front-desk.module.css';

const AFTER_START_ONLY: readonly BookingStatus[] = ['completed', 'no_show'];

type Props = {
  /** The booking's status now, and the one chosen. */
  status: BookingStatus;
  chosen: BookingStatus;
  started: boolean;
  saving: boolean;
  onChoose: (status: BookingStatus) => void;
  onSave: () => void;
};

export function StatusChoice({ status, chosen, started, saving, onChoose, onSave }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  return (
    <div className={fd.statusRow}>
      <SelectField
        label={t('calendar.details.status')}
        value={chosen}
        // while Save is busy (and disabled) focus waits here, on the status it is saving
        data-focus-successor
        onChange={(e) => onChoose(e.target.value as BookingStatus)}
        hint={started ? undefined : t('frontDesk.status.notStartedHint')}
      >
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s} disabled={!started && AFTER_START_ONLY.includes(s)}>
            {tc(`status.${s}`)}
          </option>
        ))}
      </SelectField>
      <Button onClick={onSave} disabled={chosen === status} busy={saving}>
        {t('frontDesk.status.save')}
      </Button>
    </div>
  );
}
