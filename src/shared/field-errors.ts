/**
 * What is wrong with a field, as a machine code: the server turns it into the catalogue's message
 * (its 400 carries `field_errors`), the client into the locale file's `field.<code>` text, so both
 * sides say the same words for the same rule. The schemas in `contract/` name their own codes
 * (`min(8, 'password_min_length')`); zod's built-in checks get a generic one here.
 *
 * Types only from zod: the client bundles this file without the zod runtime.
 */
import type { z } from 'zod';

export const FIELD_CODES = [
  'required',
  'invalid_format',
  'invalid_date',
  'invalid_value',
  'invalid_time_zone',
  'control_characters',
  'phone_min_digits',
  'password_min_length',
  'password_common',
  'password_has_name',
  'passwords_mismatch',
  'username_format',
  'too_long',
  'too_small',
  'too_big',
  'too_many',
  'hold_minutes',
  'reminder_minutes',
  'policy_hours',
  'policy_count',
  'opening_hours',
  'closure_dates',
  'window_days',
  'slot_step',
  'notice_minutes',
  'rating_required',
  'rating_range',
  'select_stylist',
  'push_endpoint_https',
  'promo_code_format',
  'promo_one_kind',
  'promo_dates_order',
  'processing_outside',
  'stylist_minutes',
  'no_finishing_part',
  'deposit_percent',
  'fee_percent',
  'amount_range',
  'offer_minutes',
  'waitlist_window_order',
  'waitlist_too_many_preferences',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** A field's code and the bound it names ("at most {max}"), when it names one. */
export type FieldProblem = { code: FieldCode; min?: number; max?: number };

const known = new Set<string>(FIELD_CODES);

/** The code of one zod issue: the schema's own when it gave one, else one for zod's built-in check. */
export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (known.has(issue.message)) {
    const code = issue.message as FieldCode;
    // a password's shortest length depends on the account (8 or 12), so its words name the bound
    return code === 'password_min_length' && issue.code === 'too_small'
      ? { code, min: Number(issue.minimum) }
      : { code };
  }
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', max };
      return issue.origin === 'array' ? { code: 'too_many', max } : { code: 'too_big', max };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if ((issue.origin === 'string' || issue.origin === 'array') && min === 1) return { code: 'required' };
      return { code: 'too_small', min };
    }
    case 'invalid_type':
      // zod leaves the input out of its issues: a missing field and a wrong type read the same
      return { code: 'required' };
    case 'invalid_format':
      return { code: 'invalid_format' };
    default:
      return { code: 'invalid_value' };
  }
}

/** The field an issue is about (`service_prices.0.price`), or `body` for the request as a whole. */
export const fieldOf = (issue: { path: readonly PropertyKey[] }) =>
  issue.path.length ? issue.path.map(String).join('.') : 'body';

/** One problem per field, the first the schema found (fields in the order the schema checks them). */
export function fieldProblems(issues: readonly z.core.$ZodIssue[]): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!(field in out)) out[field] = problemOf(issue);
  }
  return out;
}
