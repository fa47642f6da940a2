/** Field rules reused across contracts (docs/product.md §5). */
import { z } from 'zod';
import {
  containsName,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordHolder,
} from './password-rule';

/** PostgreSQL's integer: every id and count a request carries fits in it, or the call is a 400. */
export const INT32_MAX = 2_147_483_647;
export const Id = z.coerce.number().int().positive().max(INT32_MAX);
/** An id where 0 means "none" or "any" (customer 0 is a guest, stylist 0 is any stylist). */
export const IdOrZero = z.coerce.number().int().min(0).max(INT32_MAX);

/**
 * Control characters other than tab and line breaks: a NUL cannot even be stored in PostgreSQL
 * text, and the others have no place in a name, a note or a code.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (s: string) => CONTROL_CHARACTERS.test(s);

export const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasControlCharacters(s), 'control_characters');
export const Required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max)
    .refine((s) => !hasControlCharacters(s), 'control_characters');
export const Email = z.string().trim().min(1, 'required').max(254).email('invalid_format');
/** An email that may be left out ('' is none). */
export const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((s) => s === '' || Email.safeParse(s).success, 'invalid_format');
/** A sign-in name: letters, digits, dots, dashes and underscores. */
export const Username = Required(50).regex(/^[A-Za-z0-9._-]+$/, 'username_format');
/**
 * A password someone chooses (password-rule.ts): long enough for its holder, and not a common one.
 * Whether it contains the account's names is checked where the names are known (`withoutNames`).
 */
const ChosenPassword = (holder: PasswordHolder) =>
  z
    .string()
    .min(1, 'required')
    .min(PASSWORD_MIN_LENGTH[holder], 'password_min_length')
    .max(PASSWORD_MAX_LENGTH)
    .refine((p) => !isCommonPassword(p), 'password_common');
/** Any account's new password, where the schema cannot know whose it is (a reset link, a change). */
export const NewPassword = ChosenPassword('customer');
/** A staff account's password. */
export const StaffPassword = ChosenPassword('staff');

/**
 * `schema` with its password field (`field`) refused when it contains the value of one of `names`
 * (other fields of the same form: username, email).
 */
export function withoutNames<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  names: string[],
) {
  return schema.refine(
    (v) =>
      !containsName(
        String(v[field] ?? ''),
        names.map((n) => String(v[n] ?? '')),
      ),
    { path: [field], message: 'password_has_name' },
  );
}
/** Phones keep digits only; at least 8 digits. */
export const Phone = z
  .string()
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().min(1, 'required').min(8, 'phone_min_digits').max(20, 'invalid_format'));
/** A real calendar date written yyyy-MM-dd (2026-02-30 is refused), between the years 1900 and 2999. */
export const IsoDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, 'invalid_format')
  .refine(isRealDate, 'invalid_date');

/** A date of birth: required, a real date, and not after today (UTC; the form's "today" too). */
export const BirthDate = z
  .string()
  .min(1, 'required')
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, 'invalid_format')
  .refine(isRealDate, 'invalid_date')
  .refine((s) => s <= new Date().toISOString().slice(0, 10), 'invalid_format');

/** A date of birth the customer may leave out: empty (or absent) is `null`. */
export const OptionalBirthDate = z
  .union([z.literal(''), BirthDate])
  .nullish()
  .transform((v) => v || null);

function isRealDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
export const PageNumber = z.coerce.number().int().min(1).max(100000).default(1);
export const PageSize = z.coerce.number().int().min(1).max(100).default(10);
export const SearchText = z.string().trim().max(100).default('');

export const PagedRequest = z.object({
  search_text: SearchText,
  page_number: PageNumber,
  page_size: PageSize,
});
export type PagedRequest = z.infer<typeof PagedRequest>;

export const PageInfo = z.object({
  total_records: z.number().int(),
  total_page_count: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfo>;

export const Empty = z.object({}).default({});
export const Ok = z.null();
export const ById = z.object({ id: Id });
