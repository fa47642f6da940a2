/**
 * What an audit line changed, in a few short lines: the fields whose values differ between the
 * state before and after (`price: 40 → 45`); for an addition or a call without a before, its
 * fields as they are (the empty ones left out). Bookkeeping fields that change on every write are left out.
 */
type Bag = Record<string, unknown>;

const NOISE = new Set(['updatedAt', 'createdAt', 'id']);
const MAX_TEXT = 40;

const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

function shown(v: unknown): string {
  const text = v === null || v === undefined ? '—' : typeof v === 'string' ? v || '""' : JSON.stringify(v);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export type AuditChange = { field: string; before?: string; after?: string };

/** The differing fields, at most `max` of them (the rest is counted in `more`). */
export function auditChanges(
  before: unknown,
  after: unknown,
  max = 4,
): { lines: AuditChange[]; more: number } {
  let lines: AuditChange[];
  if (isBag(before) && isBag(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !NOISE.has(k));
    lines = keys
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => ({ field: k, before: shown(before[k]), after: shown(after[k]) }));
  } else if (isBag(after)) {
    // an addition: what it was given (fields left empty say nothing)
    lines = Object.entries(after)
      .filter(([k, v]) => !NOISE.has(k) && v !== null && v !== '')
      .map(([field, v]) => ({ field, after: shown(v) }));
  } else if (isBag(before)) {
    lines = Object.entries(before)
      .filter(([k]) => !NOISE.has(k))
      .map(([field, v]) => ({ field, before: shown(v) }));
  } else lines = [];
  return { lines: lines.slice(0, max), more: Math.max(0, lines.length - max) };
}
