import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { TMP_ROOT } from '../../../tests/support/paths';
import { mapFrame } from './mapped-stack';

mkdirSync(TMP_ROOT, { recursive: true });
const root = mkdtempSync(join(TMP_ROOT, 'mapped-stack-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A TypeScript file that throws on its fourth line, bundled with a source map as the server is. */
async function builtThrower(): Promise<{ bundleDir: string; frames: string[] }> {
  mkdirSync(join(root, 'src'), { recursive: true });
  const source = join(root, 'src', 'thrower.ts');
  writeFileSync(
    source,
    [
      'type Cut = { minutes: number };',
      '',
      'export function refuse(cut: Cut): never {',
      '  throw new Error(String(cut.minutes));',
      '}',
      '',
    ].join('\n'),
  );
  const bundleDir = join(root, 'dist');
  await build({
    entryPoints: [source],
    outfile: join(bundleDir, 'thrower.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  });
  // run by plain Node, as the server runs, without source maps turned on
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { refuse } = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'thrower.js')).href)});
       try { refuse({ minutes: 30 }); } catch (e) { console.log(e.stack); }`,
    ],
    { encoding: 'utf8' },
  );
  return { bundleDir, frames: run.stdout.split('\n').filter((l) => l.includes('thrower')) };
}

describe('stack frames of the built server', () => {
  it("names the TypeScript line of a frame in the bundle's folder", async () => {
    const { bundleDir, frames } = await builtThrower();
    expect(frames[0]).toMatch(/thrower\.js:\d+:\d+/);
    expect(mapFrame(frames[0]!, bundleDir)).toMatch(/src\/thrower\.ts:4:\d+\)?$/);
  });

  it('leaves frames outside the bundle as they are', async () => {
    const { frames } = await builtThrower();
    expect(mapFrame(frames[0]!, join(root, 'elsewhere'))).toBe(frames[0]);
    const plain = '    at run (node:internal/process/task_queues:95:5)';
    expect(mapFrame(plain, root)).toBe(plain);
  });
});
