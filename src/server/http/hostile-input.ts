/**
 * A request's strings are checked for control characters before any schema sees them: a NUL byte
 * cannot be stored in PostgreSQL text at all (it used to surface as a 500), and no field of this
 * API has a use for the others. Tabs and line breaks stay allowed (notes, comments, descriptions).
 */
import { hasControlCharacters } from '#shared/fields';

const MAX_DEPTH = 20;

/** The paths (`notes`, `shifts.2.day`) of the strings in `value` that carry control characters. */
export function controlCharacterFields(value: unknown, path = '', depth = 0, out: string[] = []): string[] {
  if (out.length >= 20 || depth > MAX_DEPTH) return out;
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) out.push(path || 'body');
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries())
      controlCharacterFields(v, path ? `${path}.${i}` : String(i), depth + 1, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlCharacters(k)) out.push(path || 'body');
      else controlCharacterFields(v, path ? `${path}.${k}` : k, depth + 1, out);
    }
  }
  return out;
}
