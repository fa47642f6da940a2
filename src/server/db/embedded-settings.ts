/**
 * The embedded database's memory, set for a salon's database (a few MB to a few hundred MB over
 * years), not for PostgreSQL's general defaults. PGlite runs PostgreSQL inside one WebAssembly
 * heap that starts at 128 MB (the build's own minimum) and only ever grows: whatever PostgreSQL
 * touches once stays in the process's resident memory for good. docs/operations.md lists these.
 *
 * - shared_buffers: PostgreSQL's page cache. The default 128 MB is touched as the database opens
 *   and grew the heap to 189 MB at once (about 100 MB of the server's RSS). 16 MB holds a salon's
 *   working set; pages beyond it come from the operating system's file cache, which the kernel
 *   gives back under pressure.
 * - maintenance_work_mem: what ANALYZE and VACUUM (embedded-upkeep.ts) and index builds may take;
 *   the default 64 MB would grow the heap on the first big VACUUM, for good.
 * - temp_buffers: per-session memory for temporary tables, which Tress never makes.
 * work_mem (4 MB per sort or hash) stays PostgreSQL's: the query plans are measured with it.
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '1MB',
};

/** PGlite's start parameters: its own defaults, then ours as `-c name=value`. */
export function embeddedStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}
