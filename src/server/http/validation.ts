/** Turns zod issues into one localized message per bad field. */
import type { z } from 'zod';
import { isMessageKey, type Lang, translate } from '../i18n/catalogue';

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  if (issue.message && isMessageKey(issue.message)) return translate(lang, issue.message);
  switch (issue.code) {
    case 'too_big':
      return translate(
        lang,
        issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many' : 'too_big',
        {
          max: String(issue.maximum),
        },
      );
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return translate(lang, 'required');
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return translate(lang, 'required');
      return translate(lang, 'too_small', { min: String(issue.minimum) });
    case 'invalid_type':
      return translate(
        lang,
        (issue as { input?: unknown }).input === undefined ? 'required' : 'invalid_format',
      );
    case 'invalid_format':
      return translate(lang, 'invalid_format');
    default:
      return translate(lang, 'invalid_value');
  }
}

export function validationErrors(error: z.ZodError, lang: Lang): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    if (seen.has(field)) continue; // one message per bad field
    seen.add(field);
    out.push(`${field}: ${issueMessage(issue, lang)}`);
  }
  return out;
}
