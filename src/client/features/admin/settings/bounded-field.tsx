/** A whole number of the salon's settings, in the bounds the contract (SalonProfile) gives it. */
import { SalonProfile } from '#shared/contract/back-office';
import { TextField } from '../../../components/field';

type BoundedKey =
  | 'booking_window_days'
  | 'min_notice_minutes'
  | 'payment_hold_minutes'
  | 'reminder_lead_minutes'
  | 'guest_data_months';

export function BoundedField({
  name,
  label,
  hint,
  value,
  error,
  onValue,
}: {
  name: BoundedKey;
  label: string;
  hint: string;
  value: number;
  error: string | null;
  onValue: (value: number) => void;
}) {
  const bounds = SalonProfile.shape[name].unwrap();
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={bounds.minValue ?? undefined}
      max={bounds.maxValue ?? undefined}
      value={value}
      onChange={(e) => onValue(Number(e.target.value))}
      hint={hint}
      error={error}
    />
  );
}
