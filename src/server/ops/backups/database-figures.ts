/**
 * The figures that say two copies of the salon's data are the same: the row count of every table
 * and the sum of every money (numeric) column. A backup records them at its moment and a restore
 * checks them; moving to PostgreSQL compares the source with the copy.
 */

export type Figures = {
  /** Rows per table of the public schema. */
  rows: Record<string, number>;
  /** `table.column` of every numeric column: its sum, as exact text. */
  sums: Record<string, string>;
};

/** Runs one statement and returns its rows (PGlite's `query` and pg's `query` both fit). */
export type RunQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function databaseFigures(run: RunQuery, opts: { skip?: string[] } = {}): Promise<Figures> {
  const skip = new Set(opts.skip ?? []);
  const tables = (
    await run(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows
    .map((r) => String(r.name))
    .filter((t) => !skip.has(t));
  const numeric = (
    await run(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'numeric' ORDER BY table_name, column_name`,
    )
  ).rows
    .map((r) => ({ t: String(r.t), c: String(r.c) }))
    .filter((n) => tables.includes(n.t));
  const figures: Figures = { rows: {}, sums: {} };
  if (tables.length === 0) return figures;
  const counts = tables.map((t) => `SELECT '${t}' AS k, count(*)::text AS v FROM public.${ident(t)}`);
  const sums = numeric.map(
    ({ t, c }) => `SELECT '${t}.${c}' AS k, coalesce(sum(${ident(c)}), 0)::text AS v FROM public.${ident(t)}`,
  );
  const result = await run(
    `${counts.join(' UNION ALL ')}${sums.length ? ` UNION ALL ${sums.join(' UNION ALL ')}` : ''}`,
  );
  for (const row of result.rows) {
    const k = String(row.k);
    if (k.includes('.')) figures.sums[k] = String(row.v);
    else figures.rows[k] = Number(row.v);
  }
  return figures;
}

/** What differs between two sets of figures, one line each (empty when they agree). */
export function figureDifferences(expected: Figures, actual: Figures): string[] {
  const lines: string[] = [];
  for (const [t, n] of Object.entries(expected.rows))
    if (actual.rows[t] !== n) lines.push(`${t}: ${n} rows expected, ${actual.rows[t] ?? 'no table'} found`);
  for (const [k, v] of Object.entries(expected.sums))
    if (Number(actual.sums[k]) !== Number(v))
      lines.push(`${k}: total ${v} expected, ${actual.sums[k] ?? 'no column'} found`);
  return lines;
}
