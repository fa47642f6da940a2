/**
 * `npm run lint` keeps the server's layers and the import graph as docs/architecture.md says: these
 * tests write small files that break a rule where the rule applies, and see Biome refuse them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const probeName = `lint-probe-${process.pid}`;
const probeDir = join('src/server/domain', probeName);
const probeDirs = [probeDir, join('src/server/features', probeName), join('src/server/http', probeName)];

function lint(files: Record<string, string>, dir = probeDir): { status: number | null; output: string } {
  mkdirSync(dir, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
  const run = spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'lint', ...paths], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the lint rules', () => {
  it('refuse an import cycle, even of types only', () => {
    const run = lint({
      'booking-a.ts': "import type { B } from './booking-b';\nexport type A = { b: B };\n",
      'booking-b.ts': "import type { A } from './booking-a';\nexport type B = { a: A | null };\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('noImportCycles');
  });

  it('refuse an import of the HTTP layer, or of jobs, from the domain', () => {
    const run = lint({
      'refusal.ts':
        "import { badRequest } from '../../http/api-error';\nimport { enqueue } from '../../jobs/outbox';\nexport const refuse = () => [badRequest, enqueue];\n",
    });
    expect(run.status).not.toBe(0);
    expect(run.output.match(/noRestrictedImports/g)?.length).toBe(2);
  });

  it('let the domain import the database and the shared rules', () => {
    const run = lint({
      'allowed.ts':
        "import { bookings } from '../../db/schema';\nimport { toCents } from '#shared/domain/money';\nexport const allowed = [bookings, toCents];\n",
    });
    expect(run.output).not.toContain('noRestrictedImports');
    expect(run.status).toBe(0);
  });

  it('refuse http/api-error below the HTTP layer, and let http/ itself import it', () => {
    const legacy =
      "import { ApiError, badRequest } from '../../http/api-error';\nexport const refuse = [ApiError, badRequest];\n";
    const feature = lint({ 'refusal.ts': legacy }, probeDirs[1]);
    expect(feature.status).not.toBe(0);
    expect(feature.output).toContain('http/api-error.ts is the HTTP layer');
    const http = lint({ 'answer.ts': legacy.replace('../../http/api-error', '../api-error') }, probeDirs[2]);
    expect(http.output).not.toContain('http/api-error.ts is the HTTP layer');
    expect(http.status).toBe(0);
  });
});
