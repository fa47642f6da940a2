/**
 * Forms check their values with the shared contract schemas (src/shared) and show one message per
 * field: a zod issue becomes a machine code (shared/field-errors.ts) and the code the locale file's
 * `field.<code>` text, the words the server uses for the same rule. A 400 from the server brings its
 * own `field_errors`, already in the user's language, shown the same way.
 *
 * No zod runtime here: customer pages load their schemas only when a form is checked
 * (`lazySchema`), so zod stays out of the first load.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldCode, type FieldProblem, fieldProblems } from '#shared/field-errors';
import { ApiCallError } from './api';

/** A field's problem: a code from a schema, or the server's message for it. */
export type FieldError = FieldProblem | string;
export type FormErrors<K extends string> = Partial<Record<K, FieldError>>;

/** Phone inputs keep digits only (docs/product.md §5); the schemas count the digits. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The schema's problems with `values`, one per field; {} when they pass. */
export function formErrors<K extends string>(schema: z.ZodType, values: unknown): FormErrors<K> {
  const result = schema.safeParse(values);
  return result.success ? {} : (fieldProblems(result.error.issues) as FormErrors<K>);
}

/** The server's messages by field, from a refused call (empty for any other failure). */
export const serverFieldErrors = (e: unknown): Record<string, string> =>
  e instanceof ApiCallError ? e.fieldErrors : {};

/** Keeps `errors` without `field`: a field's message goes as soon as the field is edited. */
export function withoutField<E extends object>(errors: E, field: keyof E): E {
  if (!(field in errors)) return errors;
  const { [field]: _, ...rest } = errors;
  return rest as E;
}

/**
 * A field problem in the user's language. `words` gives a form its own wording of a code where the
 * product words it so (checkout's short phone is 'invalid phone').
 */
export function useFieldText(words: Partial<Record<FieldCode, 'invalid_phone'>> = {}) {
  const { t } = useTranslation();
  return (e: FieldError | undefined): string | null => {
    if (!e) return null;
    if (typeof e === 'string') return e;
    return t(`field.${words[e.code] ?? e.code}`, { min: e.min, max: e.max });
  };
}

/**
 * A schema module loaded on first use (a customer form's first check, or its first focus), so that
 * zod arrives only with a form someone fills in.
 */
export function lazySchema<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => {
    loading ??= load();
    return loading;
  };
}
