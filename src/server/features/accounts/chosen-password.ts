/**
 * The password rule (shared/password-rule.ts) where the request alone cannot decide it: whose
 * account a reset link or a session belongs to, and so its length and its names. A refusal is the
 * same 400 as the schema's, the problem beside the password's field.
 */
import { type PasswordHolder, passwordProblem } from '#shared/password-rule';
import { invalidFields } from '../../domain/domain-error';
import { problemText } from '../../domain/field-refusal';
import type { Lang } from '../../i18n/catalogue';

export type PasswordOwner = { holder: PasswordHolder; username: string; email: string };

export function assertChosenPassword(
  password: string,
  owner: PasswordOwner,
  lang: Lang,
  field = 'new_password',
): void {
  const problem = passwordProblem(password, owner.holder, [owner.username, owner.email]);
  if (problem) throw invalidFields({ [field]: problemText(problem, lang) });
}
