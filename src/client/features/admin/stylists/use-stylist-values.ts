/**
 * The stylist form's values and what they start from: the salon's time slots, every service, and
 * (when editing) the stylist's own services and prices, read while the form is open. The values
 * are set once all of those have arrived, and dropped, with the errors, when the form closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Stylist } from '#shared/contract/stylists';
import { withoutField } from '../../../lib/form-check';
import { adminCall, adminKeys } from '../lib/admin-api';
import { initialValues, type StylistErrors, type StylistValues } from './stylist-form';
import { useTimeslots } from './use-timeslots';

export function useStylistValues(open: boolean, stylist: Stylist | null) {
  const slots = useTimeslots(open);
  const services = useQuery({
    queryKey: adminKeys.servicesAll,
    queryFn: () => adminCall('servicesAll'),
    enabled: open,
  });
  const own = useQuery({
    queryKey: adminKeys.stylistServices(stylist?.id ?? 0),
    queryFn: () => adminCall('stylistServices', { stylist_id: stylist!.id }),
    enabled: open && !!stylist,
  });
  const [values, setValues] = useState<StylistValues | null>(null);
  const [errors, setErrors] = useState<StylistErrors>({});
  const ready = slots.isSuccess && services.isSuccess && (!stylist || own.isSuccess);
  useEffect(() => {
    if (!open) {
      setValues(null);
      setErrors({});
    } else if (ready && values === null) {
      const base = stylist ? { ...stylist, services: own.data ?? stylist.services } : null;
      setValues(initialValues(base, slots.data));
    }
  }, [open, ready, values, stylist, own.data, slots.data]);
  /** Sets one value and clears its error. */
  const set = <K extends keyof StylistValues>(key: K, value: StylistValues[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((old) => withoutField(old, key));
  };
  return { slots, services, own, values, set, errors, setErrors };
}
