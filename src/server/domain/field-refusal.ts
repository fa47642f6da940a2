/**
 * A refused request's fields: one localized message per bad field, both as the envelope's `errors` list
 * ("field: message") and as `field_errors` ({ field: message }) for forms to show beside their fields.
 * The words come from the same codes the client's forms use (shared/field-errors.ts).
 */
import type { z } from 'zod';
import { type FieldProblem, fieldProblems } from '#shared/field-errors';
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';
import { type DomainError, invalidFields } from './domain-error';

/** A field code in the caller's language, its bound filled in. */
export function problemText(problem: FieldProblem, lang: Lang): string {
  const params: Record<string, string> = {};
  if (problem.min !== undefined) params.min = String(problem.min);
  if (problem.max !== undefined) params.max = String(problem.max);
  return translate(lang, problem.code, params);
}

/** The refusal of a request the schema refused (http answers it 400 `validation`). */
export function schemaRefusal(
  error: z.ZodError,
  lang: Lang,
  key: MessageKey = 'validation_failed',
): DomainError {
  const fieldErrors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(fieldProblems(error.issues)))
    fieldErrors[field] = problemText(problem, lang);
  return invalidFields(fieldErrors, key);
}
