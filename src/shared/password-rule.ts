/**
 * The one rule for a password someone chooses, wherever it is set (registration, a change, a reset
 * link, a Super Admin setting a staff member's, the first admin at start): long enough for who holds
 * it (staff accounts open the whole back office, so theirs are longer), not a password that guessing
 * scripts try first, and not containing the account's own username or email. The forms check it with
 * the same schemas (fields.ts) and show the same field codes the server answers with.
 */
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordHolder } from './constants';
import type { FieldProblem } from './field-errors';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordHolder } from './constants';

/** Names shorter than this are left out of the "contains" check: nearly every password would hold them. */
const SHORTEST_NAME = 3;
/** A password of fewer different characters than this ("aaaaaaaa", "abababab") is as guessable as a common one. */
const FEWEST_DIFFERENT = 4;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * Whether guessing scripts would try this password early: a listed one as it is, or with digits
 * and signs before or after it ("Password123!"), or with letters written as digits ("p4ssw0rd").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < FEWEST_DIFFERENT) return true;
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = coreOf(lower);
  // digits for letters inside the word ("p4ssw0rd1"), or at its ends too ("5unsh1ne")
  return [core, plainOf(core), coreOf(plainOf(lower))].some((c) => c !== '' && COMMON_PASSWORDS.has(c));
}

/** The word without the digits and signs before and after it. */
const coreOf = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const plainOf = (s: string) => s.replace(/[013457@$]/g, (c) => LEET[c] ?? c);

/** The names an account is known by that its password must not contain: username, email and its local part. */
export function accountNames(...names: (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const n = name?.trim().toLowerCase();
    if (!n) continue;
    out.push(n);
    const at = n.indexOf('@');
    if (at > 0) out.push(n.slice(0, at));
  }
  return out.filter((n) => n.length >= SHORTEST_NAME);
}

export function containsName(password: string, names: readonly string[]): boolean {
  const lower = password.toLowerCase();
  return accountNames(...names).some((n) => lower.includes(n));
}

/** What is wrong with a chosen password, or null when it will do. */
export function passwordProblem(
  password: string,
  holder: PasswordHolder,
  names: readonly string[] = [],
): FieldProblem | null {
  const min = PASSWORD_MIN_LENGTH[holder];
  if (password.length < min) return { code: 'password_min_length', min };
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'too_long', max: PASSWORD_MAX_LENGTH };
  if (isCommonPassword(password)) return { code: 'password_common' };
  if (containsName(password, names)) return { code: 'password_has_name' };
  return null;
}
