/**
 * The values of a back-office add or edit form and their field problems: fresh from the record each
 * time the form opens, and a field's problem gone as soon as the field is edited.
 */
import { useEffect, useState } from 'react';
import { type FormErrors, withoutField } from '../../../lib/form-check';

export function useFormValues<R, V extends object, Extra extends string = never>(
  open: boolean,
  record: R | null,
  valuesOf: (record: R | null) => V,
) {
  type E = FormErrors<Extract<keyof V, string> | Extra>;
  const [values, setValues] = useState<V>(() => valuesOf(record));
  const [errors, setErrors] = useState<E>({});
  useEffect(() => {
    if (open) {
      setValues(valuesOf(record));
      setErrors({});
    }
  }, [open, record, valuesOf]);
  const set = <K extends Extract<keyof V, string>>(field: K, value: V[K]) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => withoutField(old, field));
  };
  return { values, set, errors, setErrors };
}
