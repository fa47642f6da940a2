/** Salon-local dates from the front desk must be real calendar dates (no 2026-02-31). */
import { format, isValid, parseISO } from 'date-fns';
import { badRequest } from '../../http/api-error';

export function assertRealDate(date: string): void {
  const d = parseISO(date);
  if (!isValid(d) || format(d, 'yyyy-MM-dd') !== date) throw badRequest('invalid_date');
}
