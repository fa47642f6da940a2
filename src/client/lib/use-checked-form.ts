/**
 * A form's values and its field errors: `check()` runs the form's schema (loaded on first use),
 * editing a field takes its message away at once, `showServer(e)` puts a refused call's
 * `field_errors` beside their fields, and `send` is a submit's whole round: check, call, failure.
 */
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FormErrors, formErrors, serverFieldErrors, withoutField } from './form-check';

export function useCheckedForm<F extends object>(empty: F, schema: () => Promise<z.ZodType> | z.ZodType) {
  type K = keyof F & string;
  const [values, setValues] = useState<F>(empty);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const set = useCallback(<T extends K>(field: T, value: F[T]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutField(e, field));
  }, []);
  /** Whether the values (or what the form sends for them) pass; shows the problems when not. */
  const check = async (input: unknown = values): Promise<boolean> => {
    const found = formErrors<K>(await schema(), input);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const sending = useRef(false);
  /**
   * Checks the form, then runs `send` once: a second submit while the first is checked or sent
   * (the two taps of a double tap, before the form shows busy) is ignored. `input` is what the form
   * sends when it is not the values; `checked: false` sends without a check.
   */
  const submitOnce = async (send: () => Promise<void>, o: { input?: unknown; checked?: boolean } = {}) => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (o.checked === false || (await check(o.input ?? values))) await send();
    } finally {
      sending.current = false;
    }
  };
  /** Shows a refused call's field messages; whether there were any. */
  const showServer = (e: unknown): boolean => {
    const found = serverFieldErrors(e);
    if (Object.keys(found).length) setErrors(found as FormErrors<K>);
    return Object.keys(found).length > 0;
  };
  const [busy, setBusy] = useState(false);
  /**
   * Runs `action` once the values (or `checked`, what the form sends for them) pass, one at a time
   * (`busy` meanwhile, and a double tap's second tap ignored even before it shows); a refused call's
   * field messages go beside their fields, any other failure to `failed`.
   */
  const send = (action: () => Promise<void>, failed: (err: unknown) => void, checked: unknown = values) =>
    submitOnce(
      async () => {
        setBusy(true);
        try {
          await action();
        } catch (err) {
          if (!showServer(err)) failed(err);
        } finally {
          setBusy(false);
        }
      },
      { input: checked },
    );
  const reset = () => {
    setValues(empty);
    setErrors({});
  };
  return { values, setValues, errors, setErrors, set, check, submitOnce, showServer, reset, busy, send };
}
