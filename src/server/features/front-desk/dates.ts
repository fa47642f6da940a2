/** Salon-local dates from the front desk must be real calendar dates (no 2026-02-31). */
import { format, isValid, parseISO } from 'date-fns';
import { invalid } from '../../domain/domain-error';

export function assertRealDate(date: string): void {
  const d = parseISO(date);
  if (!isValid(d) || format(d, 'yyyy-MM-dd') !== date) throw invalid('invalid_date');
}
