/**
 * `npm run lint` keeps the server's layers and the import graph as docs/architecture.md says: these
 * tests write small files that break a rule where the rule applies, and see Biome refuse them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const probeDir = join('src/server/domain', `lint-probe-${process.pid}`);

function lint(files: Record<string, string>): { status: number | null; output: string } {
  mkdirSync(probeDir, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    const path = join(probeDir, name);
    writeFileSync(path, text);
    return path;
  });
  const run = spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'lint', ...paths], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

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
});
